import { EventCard } from "@/src/components/home/event-card";
import { Section } from "@/src/components/ui/section";
import type { HomeEvent } from "@/src/data/home";

type AwardsEditionSectionProps = { title: string; subtitle: string; edition: HomeEvent };

/**
 * The awards edition the site presents (content/events/awards/), as the home page's card shows it:
 * open for applications with its Apply link, coming up, or awarded, from its window and days.
 */
export function AwardsEditionSection({ title, subtitle, edition }: AwardsEditionSectionProps) {
  return (
    <Section heading={{ id: "awards-edition-title", title, subtitle }}>
      <div className="mx-auto flex max-w-md">
        <EventCard event={edition} />
      </div>
    </Section>
  );
}
