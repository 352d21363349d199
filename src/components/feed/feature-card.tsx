import { ArrowUpRight } from "lucide-react";
import type { ReactNode } from "react";

import { buttonStyles } from "@/src/components/ui/button";
import type { ImageSource } from "@/lib/images";
import { cx } from "@/lib/utils";

import { FeedImage } from "./feed-image";
import { cardFrameStyles, CardTitleLink } from "./post-card";

type FeatureCardProps = {
  image?: string | null;
  /** Shown when the item has no image: feedDrawings (lib/feed/fallback-art.ts). */
  drawing: ImageSource;
  /** Badges, date, author: the row above the title. */
  meta: ReactNode;
  title: string;
  text?: string;
  /** The post's address; "#" (no safe link in the feed) makes the card no link at all. */
  link: string;
  /** The visible call to action, drawn as a button; the link's name is the title. */
  linkText: string;
  /** An icon before the call to action's text. */
  linkIcon?: ReactNode;
};

/**
 * The large, two-column card of a feed's lead item (featured article, latest episode, next
 * webinar): like every feed card, the whole card is one link named by its title.
 */
export function FeatureCard({
  image,
  drawing,
  meta,
  title,
  text,
  link,
  linkText,
  linkIcon,
}: FeatureCardProps) {
  return (
    <article className={cx(cardFrameStyles, "grid lg:grid-cols-2")}>
      <FeedImage src={image} drawing={drawing} isPriority className="lg:h-full" />
      <div className="flex flex-col gap-4 p-6 sm:p-10">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">{meta}</div>
        <h3 className="text-2xl leading-tight font-bold text-ink sm:text-3xl">
          <CardTitleLink href={link}>{title}</CardTitleLink>
        </h3>
        {text && <p className="text-lg leading-relaxed text-muted">{text}</p>}
        {link !== "#" && (
          <span aria-hidden="true" className={cx(buttonStyles(), "mt-2 self-start")}>
            {linkIcon}
            {linkText}
            <ArrowUpRight />
          </span>
        )}
      </div>
    </article>
  );
}
