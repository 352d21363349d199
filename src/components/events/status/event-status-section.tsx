import { ButtonLink } from "@/src/components/ui/button";
import { Section } from "@/src/components/ui/section";
import { When } from "@/src/components/ui/when";
import type { EventDates } from "@/lib/as-of";

export type EventStatusCopy = {
  eyebrow: string;
  title: string;
  text: string;
  links: readonly { label: string; hint?: string; href: string }[];
};

/** The links to what lasts of an event, the first one foremost (in a hero or a status section). */
export function EventStatusLinks({ links }: { links: EventStatusCopy["links"] }) {
  return links.map((link, index) => (
    <ButtonLink key={link.href} href={link.href} variant={index === 0 ? "accent" : "light"} size="lg">
      {link.label}
      {link.hint && <span className="sr-only"> {link.hint}</span>}
    </ButtonLink>
  ));
}

/**
 * An event page's word on an event that is on now or over ("Held 8–10 October 2025 in Istanbul"),
 * with links to what lasts: the programme, the winners, the parks. Takes the registration's place.
 */
function EventStatusSection({ id, copy }: { id: string; copy: EventStatusCopy }) {
  return (
    <Section id={id} tone="brand" aria-labelledby={`${id}-title`}>
      <div className="mx-auto max-w-3xl text-center">
        <p className="mb-3 text-sm font-semibold tracking-widest text-accent-300 uppercase">{copy.eyebrow}</p>
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {copy.title}
        </h2>
        <p className="mt-6 text-lg leading-relaxed text-brand-100">{copy.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <EventStatusLinks links={copy.links} />
        </div>
      </div>
    </Section>
  );
}

/** An event page's on-now and held sections, each shown only in its state. */
export function EventStatusSections({
  dates,
  status,
}: {
  dates: EventDates;
  status: { on: EventStatusCopy; past: EventStatusCopy };
}) {
  return (
    <>
      <When dates={dates} phases={["on"]}>
        <EventStatusSection id="on-now" copy={status.on} />
      </When>
      <When dates={dates} phases={["past"]}>
        <EventStatusSection id="held" copy={status.past} />
      </When>
    </>
  );
}
