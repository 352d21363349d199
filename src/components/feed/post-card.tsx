import { ArrowUpRight, CalendarDays, Clock, Mic } from "lucide-react";
import { useId, type ReactNode } from "react";

import { Badge } from "@/src/components/ui/badge";
import { NEW_TAB_HINT, SmartLink } from "@/src/components/ui/smart-link";
import type { PodcastEpisode, PostSummary } from "@/lib/feed/types";
import type { ImageSource } from "@/lib/images";
import { cx } from "@/lib/utils";

import { FeedImage } from "./feed-image";

const linkStyles =
  "inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline";

/**
 * A card that is one link: the title is the link, and its box is stretched over the whole card,
 * so the image, the text and the call to action all open the post, with the title as the link's
 * one accessible name. The visible call to action is decoration. A post without a safe address
 * ("#") has no link at all. The focus ring outlines the whole card.
 */
export const cardFrameStyles = cx(
  "group relative overflow-hidden rounded-card border border-line bg-surface shadow-card",
  "has-[a:hover]:shadow-header has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-focus",
);

export function CardTitleLink({ href, children }: { href: string; children: ReactNode }) {
  const hintId = useId();
  if (href === "#") return children;
  // The new-tab hint is the link's description, not part of its name: the heading around the
  // link keeps the post's title as its name.
  return (
    <>
      <SmartLink
        href={href}
        hideNewTabHint
        aria-describedby={hintId}
        className="group-has-[a:hover]:underline after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
      >
        {children}
      </SmartLink>
      <span id={hintId} hidden>
        {NEW_TAB_HINT}
      </span>
    </>
  );
}

/** The visible "Read Article ↗": part of the card's link, not a second one. */
function CardCallToAction({ href, children }: { href: string; children: ReactNode }) {
  if (href === "#") return null;
  return (
    <span aria-hidden="true" className={cx(linkStyles, "mt-auto pt-2 group-has-[a:hover]:text-brand-900")}>
      {children}
      <ArrowUpRight className="size-4" />
    </span>
  );
}

type PostCardProps = {
  post: PostSummary;
  /** Shown when the post has no image: feedDrawings (lib/feed/fallback-art.ts). */
  drawing: ImageSource;
  /** The visible call to action ("Read Article"); the link's name is the post's title. */
  linkText: string;
  meta?: string;
  className?: string;
};

/** A post in a grid: image, category, date, title and excerpt, all one link to the post (new tab). */
export function PostCard({ post, drawing, linkText, meta, className }: PostCardProps) {
  return (
    <article className={cx(cardFrameStyles, "flex flex-col", className)}>
      <FeedImage src={post.featuredImage} drawing={drawing} />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
          {post.category && <Badge tone="open">{post.category}</Badge>}
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={post.date}>{post.formattedDate}</time>
          </span>
          {meta && (
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" />
              {meta}
            </span>
          )}
        </div>
        <h3 className="text-lg leading-snug font-semibold text-ink">
          <CardTitleLink href={post.link}>{post.title}</CardTitleLink>
        </h3>
        {post.excerpt && <p className="line-clamp-3 leading-relaxed text-muted">{post.excerpt}</p>}
        <CardCallToAction href={post.link}>{linkText}</CardCallToAction>
      </div>
    </article>
  );
}

type EpisodeCardProps = {
  episode: PodcastEpisode;
  drawing: ImageSource;
  linkText: string;
  className?: string;
};

/** A PodParks episode in the grid, one link to the episode. */
export function EpisodeCard({ episode, drawing, linkText, className }: EpisodeCardProps) {
  return (
    <article className={cx(cardFrameStyles, "flex flex-col", className)}>
      <FeedImage src={episode.featuredImage} drawing={drawing} />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
          <Badge tone="open">
            <Mic aria-hidden="true" className="size-3" />
            {episode.category}
          </Badge>
          <time dateTime={episode.publishedDate || undefined}>{episode.formattedDate}</time>
        </div>
        <h3 className="text-lg leading-snug font-semibold text-ink">
          <CardTitleLink href={episode.link}>{episode.title}</CardTitleLink>
        </h3>
        <p className="line-clamp-3 leading-relaxed text-muted">{episode.excerpt}</p>
        <CardCallToAction href={episode.link}>{linkText}</CardCallToAction>
      </div>
    </article>
  );
}
