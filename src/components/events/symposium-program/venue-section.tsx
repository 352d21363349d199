import { ButtonLink } from "@/src/components/ui/button";
import { Icon } from "@/src/components/ui/icon";
import { Section } from "@/src/components/ui/section";
import { When } from "@/src/components/ui/when";
import { AHEAD, type EventDates } from "@/lib/as-of";

type VenueSectionProps = {
  id: string;
  copy: { eyebrow: string; title: string; mapLabel: string };
  /** The symposium's Register Now, with the words screen readers add after it. */
  register: { label: string; hint: string };
  venue: { venue: string; venueLocalName?: string; city: string; country: string; dateLabel: string };
  links: { map: string; register: string };
  /** The symposium's days: Register Now only while it is ahead. */
  dates: EventDates;
};

/** Where the symposium is, a maps link to the venue and the external Register Now. */
export function VenueSection({ id, copy, register, venue, links, dates }: VenueSectionProps) {
  return (
    <Section id={id} tone="muted" aria-labelledby={`${id}-title`}>
      <div className="mx-auto flex max-w-5xl flex-col gap-8 rounded-card bg-surface p-6 shadow-card ring-1 ring-line sm:p-10 md:flex-row md:items-center md:justify-between">
        <div>
          <p className="mb-2 text-sm font-semibold tracking-widest text-brand-700 uppercase">
            {copy.eyebrow}
          </p>
          <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {copy.title}
          </h2>
          <address className="mt-4 flex items-start gap-2 text-lg text-ink not-italic">
            <Icon name="map-pin" className="mt-1 size-5 shrink-0 text-brand-700" />
            <span>
              {venue.venueLocalName ? (
                <>
                  {venue.venue} ({venue.venueLocalName})
                </>
              ) : (
                venue.venue
              )}
              <br />
              {venue.city}, {venue.country}
            </span>
          </address>
          <p className="mt-2 flex items-center gap-2 text-muted">
            <Icon name="calendar" className="size-5 shrink-0 text-brand-700" />
            {venue.dateLabel}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row md:flex-col">
          <ButtonLink href={links.map} variant="outline" size="lg">
            <Icon name="map" />
            {copy.mapLabel}
          </ButtonLink>
          <When dates={dates} phases={AHEAD}>
            <ButtonLink href={links.register} variant="primary" size="lg">
              {register.label}
              <span className="sr-only"> {register.hint}</span>
            </ButtonLink>
          </When>
        </div>
      </div>
    </Section>
  );
}
