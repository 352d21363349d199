import { Section } from "@/src/components/ui/section";
import { WhenDays } from "@/src/components/ui/when";
import type { HomeEvent } from "@/src/data/home";
import type { Variant } from "@/lib/as-of";

import { EventCard } from "./event-card";

type EventsSectionProps = {
  id: string;
  /** The heading and its line in each wording they can take, with the days each holds. */
  titles: readonly Variant<string>[];
  subtitles: readonly Variant<string>[];
  events: readonly HomeEvent[];
};

function Wordings({ variants }: { variants: readonly Variant<string>[] }) {
  return variants.map((variant) => (
    <WhenDays key={variant.value} spans={variant.spans} as="span">
      {variant.value}
    </WhenDays>
  ));
}

/** 'Join Our Global Events' (anchor `#community`): awards, symposium and study tour. */
export function EventsSection({ id, titles, subtitles, events }: EventsSectionProps) {
  return (
    <Section
      id={id}
      tone="muted"
      heading={{
        id: `${id}-title`,
        title: <Wordings variants={titles} />,
        subtitle: <Wordings variants={subtitles} />,
      }}
    >
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
