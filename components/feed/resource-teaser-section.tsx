import { ArrowRight } from "lucide-react";

import { ButtonLink } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { resourceTeaser } from "@/content/feeds";

import { ResourceCardImage } from "./resource-card-image";

/** Home page teaser: Blog, PodParks and Webinars, each pictured by its feed's latest image. */
export function ResourceTeaserSection() {
  return (
    <Section aria-labelledby="resource-teaser-title">
      <SectionHeading
        id="resource-teaser-title"
        title={resourceTeaser.heading}
        subtitle={resourceTeaser.subtitle}
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {resourceTeaser.cards.map((card) => (
          <li key={card.kind} className="flex">
            <article className="flex w-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card">
              <ResourceCardImage
                kind={card.kind}
                fallbackImage={card.fallbackImage}
                webpImage={card.webpImage}
                width={800}
                height={450}
              />
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
        ))}
      </ul>
    </Section>
  );
}
