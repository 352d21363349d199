import { ArrowUpRight } from "lucide-react";
import type { ReactNode } from "react";

import { ButtonLink } from "@/components/ui/button";

import { FeedImage } from "./feed-image";

type FeatureCardProps = {
  image?: string | null;
  /** Badges, date, author: the row above the title. */
  meta: ReactNode;
  title: string;
  text?: string;
  /** The post's address; "#" (no safe link in the feed) shows no button. */
  link: string;
  /** Visible button text; the title is added for screen readers. */
  linkText: string;
  /** An icon before the button text. */
  linkIcon?: ReactNode;
};

/** The large, two-column card of a feed's lead item: featured article, latest episode, next webinar. */
export function FeatureCard({ image, meta, title, text, link, linkText, linkIcon }: FeatureCardProps) {
  return (
    <article className="grid overflow-hidden rounded-card border border-line bg-surface shadow-card lg:grid-cols-2">
      <FeedImage src={image} isPriority className="lg:h-full" />
      <div className="flex flex-col gap-4 p-6 sm:p-10">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">{meta}</div>
        <h3 className="text-2xl leading-tight font-bold text-ink sm:text-3xl">{title}</h3>
        {text && <p className="text-lg leading-relaxed text-muted">{text}</p>}
        {link !== "#" && (
          <ButtonLink href={link} className="mt-2 self-start">
            {linkIcon}
            {linkText}
            <span className="sr-only">: {title}</span>
            <ArrowUpRight aria-hidden="true" />
          </ButtonLink>
        )}
      </div>
    </article>
  );
}
