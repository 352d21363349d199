import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";

import { ButtonLink } from "@/src/components/ui/button";
import { Section } from "@/src/components/ui/section";
import { resourceTeaser } from "@/src/data/feeds";
import type { ResourceCard as ResourceCardData } from "@/content/types";

/**
 * Home page teaser: Blog, PodParks and Webinars (docs/product.md §1). Its cards are its children, each
 * pictured by its feed's latest image (the `ResourceCardImage` island the page gives it).
 */
export function ResourceTeaserSection({ children }: { children: ReactNode }) {
  return (
    <Section
      heading={{
        id: "resource-teaser-title",
        title: resourceTeaser.heading,
        subtitle: resourceTeaser.subtitle,
      }}
    >
      <ul className="grid gap-6 md:grid-cols-3">{children}</ul>
    </Section>
  );
}

/** One teaser card; its image is its child. */
export function ResourceCard({ card, children }: { card: ResourceCardData; children: ReactNode }) {
  return (
    <li className="flex">
      <article className="flex w-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card">
        {children}
        <div className="flex flex-1 flex-col gap-3 p-6">
          <h3 className="text-xl font-semibold text-ink">{card.title}</h3>
          <p className="leading-relaxed text-muted">{card.description}</p>
          <ButtonLink href={card.link} variant="outline" className="mt-auto self-start">
            {card.linkText}
            <span className="sr-only"> on the {card.title} page</span>
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </div>
      </article>
    </li>
  );
}
