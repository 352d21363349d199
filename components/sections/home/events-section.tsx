import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import type { HomeEvent } from "@/content/home";

import { EventCard } from "./event-card";

type EventsSectionProps = { id: string; title: string; subtitle: string; events: readonly HomeEvent[] };

/** 'Join Our Global Events' (anchor `#community`): awards, symposium and study tour. */
export function EventsSection({ id, title, subtitle, events }: EventsSectionProps) {
  return (
    <Section id={id} tone="muted" aria-labelledby={`${id}-title`}>
      <SectionHeading id={`${id}-title`} title={title} subtitle={subtitle} />
      <ul className="grid gap-6 md:grid-cols-3">
        {events.map((event) => (
          <li key={event.title} className="flex">
            <EventCard event={event} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
