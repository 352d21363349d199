import { describe, expect, it } from "vitest";

import { loadDataset } from "@/lib/content/load";

import { partnersOfKind, partnersPage } from "./partners";
import { partnerKinds } from "@/content/types";

const partners = loadDataset("partners");

describe("partners content", () => {
  it("takes every partner from a public source and invents none", () => {
    expect(partners.length).toBeGreaterThanOrEqual(5);
    for (const partner of partners) {
      expect(partner.source).toMatch(/^https?:\/\//);
      expect("sample" in partner).toBe(false);
    }
  });

  it("groups every partner under exactly one kind", () => {
    const grouped = partnerKinds.flatMap((kind) => partnersOfKind(partners, kind));
    expect(grouped).toHaveLength(partners.length);
    expect(new Set(grouped.map((partner) => partner.name)).size).toBe(partners.length);
  });

  it("links partner websites over http(s) only and offers a mailto contact", () => {
    for (const partner of partners) if ("website" in partner) expect(partner.website).toMatch(/^https:\/\//);
    expect(partnersPage.contact.emailHref).toBe(
      "mailto:office@worldurbanparks.org?subject=Partnership%20enquiry",
    );
    expect(partnersPage.contact.membershipHref).toBe("/organizational-membership");
  });
});
