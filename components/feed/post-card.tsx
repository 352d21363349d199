import { ArrowUpRight, CalendarDays, Clock, Mic } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { SmartLink } from "@/components/ui/smart-link";
import type { PodcastEpisode, PostSummary } from "@/lib/feed/types";
import { cx } from "@/lib/utils";

import { FeedImage } from "./feed-image";

const linkStyles =
  "inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline";

type PostCardProps = {
  post: PostSummary;
  /** Visible link text; the post title is added for screen readers. */
  linkText: string;
  meta?: string;
  className?: string;
};

/** A post in a grid: image, category, date, title, excerpt and a link to the post (new tab). */
export function PostCard({ post, linkText, meta, className }: PostCardProps) {
  return (
    <article
      className={cx(
        "flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card",
        className,
      )}
    >
      <FeedImage src={post.featuredImage} />
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
        <h3 className="text-lg leading-snug font-semibold text-ink">{post.title}</h3>
        {post.excerpt && <p className="line-clamp-3 leading-relaxed text-muted">{post.excerpt}</p>}
        {post.link !== "#" && (
          <SmartLink href={post.link} className={cx(linkStyles, "mt-auto pt-2")}>
            {linkText}
            <span className="sr-only">: {post.title}</span>
            <ArrowUpRight aria-hidden="true" className="size-4" />
          </SmartLink>
        )}
      </div>
    </article>
  );
}

type EpisodeCardProps = { episode: PodcastEpisode; linkText: string; className?: string };

/** A PodParks episode in the grid. */
export function EpisodeCard({ episode, linkText, className }: EpisodeCardProps) {
  return (
    <article
      className={cx(
        "flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card",
        className,
      )}
    >
      <FeedImage src={episode.featuredImage} />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
          <Badge tone="open">
            <Mic aria-hidden="true" className="size-3" />
            {episode.category}
          </Badge>
          <time dateTime={episode.publishedDate || undefined}>{episode.formattedDate}</time>
        </div>
        <h3 className="text-lg leading-snug font-semibold text-ink">{episode.title}</h3>
        <p className="line-clamp-3 leading-relaxed text-muted">{episode.excerpt}</p>
        {episode.link !== "#" && (
          <SmartLink href={episode.link} className={cx(linkStyles, "mt-auto pt-2")}>
            {linkText}
            <span className="sr-only">: {episode.title}</span>
            <ArrowUpRight aria-hidden="true" className="size-4" />
          </SmartLink>
        )}
      </div>
    </article>
  );
}

export { linkStyles as feedLinkStyles };
