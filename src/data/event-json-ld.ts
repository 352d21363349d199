import type { Event, Offer, WithContext } from "schema-dts";

import { site } from "@/src/data/site";

import { absoluteUrl } from "./metadata";

export type EventJsonLdInput = {
  name: string;
  description: string;
  path: string;
  startDate: string;
  endDate: string;
  place: { name: string; locality?: string; country?: string };
  offers?: readonly { name: string; price: number; currency: string; url: string }[];
  maximumAttendeeCapacity?: number;
};

/** schema.org `Event` for one of the association's events, organised by the association. */
export function eventJsonLd(input: EventJsonLdInput): WithContext<Event> {
  const offers: Offer[] | undefined = input.offers?.map((offer) => ({
    "@type": "Offer",
    name: offer.name,
    price: offer.price,
    priceCurrency: offer.currency,
    url: offer.url,
    availability: "https://schema.org/InStock",
  }));
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    startDate: input.startDate,
    endDate: input.endDate,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: input.place.name,
      ...(input.place.locality || input.place.country
        ? {
            address: {
              "@type": "PostalAddress",
              ...(input.place.locality ? { addressLocality: input.place.locality } : {}),
              ...(input.place.country ? { addressCountry: input.place.country } : {}),
            },
          }
        : {}),
    },
    organizer: { "@type": "Organization", name: site.name, url: site.url },
    ...(input.maximumAttendeeCapacity ? { maximumAttendeeCapacity: input.maximumAttendeeCapacity } : {}),
    ...(offers ? { offers } : {}),
  };
}
