import { describe, expect, it } from "vitest";

import { eventJsonLd } from "./event-json-ld";

describe("eventJsonLd", () => {
  it("describes an event with its dates, place, organiser and offers", () => {
    const data = eventJsonLd({
      name: "Study Tour France 2025",
      description: "Two days in Lyon.",
      path: "/study-tour",
      startDate: "2025-12-03",
      endDate: "2025-12-04",
      place: { name: "Lyon", locality: "Lyon", country: "FR" },
      maximumAttendeeCapacity: 50,
      offers: [{ name: "Early Bird Member", price: 170, currency: "EUR", url: "https://example.org/r" }],
    });
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      url: "https://example.org/study-tour",
      startDate: "2025-12-03",
      endDate: "2025-12-04",
      maximumAttendeeCapacity: 50,
      location: {
        "@type": "Place",
        name: "Lyon",
        address: { addressLocality: "Lyon", addressCountry: "FR" },
      },
      organizer: { "@type": "Organization", name: "World Urban Parks" },
      offers: [{ "@type": "Offer", price: 170, priceCurrency: "EUR" }],
    });
  });

  it("leaves out offers and the address when they are unknown", () => {
    const data = eventJsonLd({
      name: "World Parks Week 2026",
      description: "A week of park events.",
      path: "/parks-week",
      startDate: "2026-04-27",
      endDate: "2026-05-03",
      place: { name: "Parks in cities around the world" },
    });
    expect(data).not.toHaveProperty("offers");
    expect(data).toMatchObject({ location: { name: "Parks in cities around the world" } });
    expect(JSON.stringify(data)).not.toContain("address");
  });
});
