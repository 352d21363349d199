import { describe, expect, it } from "vitest";

import { membershipBenefits, membershipNotes, membershipPlansPage, membershipStats } from "./membership";

describe("membership content", () => {
  it("counts 1000+ active members, 30+ countries and 10+ years", () => {
    expect(membershipStats.map((stat) => `${stat.value}${stat.suffix} ${stat.label}`)).toEqual([
      "1000+ Active members",
      "30+ Countries",
      "10+ Years",
    ]);
  });

  it("lists six personal benefits", () => {
    expect(membershipBenefits).toHaveLength(6);
    expect(new Set(membershipBenefits.map((benefit) => benefit.title)).size).toBe(6);
  });

  it("notes the 50% discount (with a mailto), renewal on purchase date and group memberships", () => {
    const [discount, renewal, groups] = membershipNotes.items;
    expect(discount.text).toContain("GDP below USD 10,000");
    expect(discount.title).toContain("50% discount");
    expect(discount.link.href).toMatch(/^mailto:office@worldurbanparks\.org\?subject=/);
    expect(renewal.text).toMatch(/day you buy it/);
    expect(groups.text).toMatch(/through the office/);
    expect(groups.link.href).toMatch(/^mailto:/);
  });

  it("keeps the important notes of /membership-plans complete", () => {
    const notes = membershipPlansPage.notes.items.join(" ");
    for (const phrase of [
      "exchange rate",
      "purchase date",
      "30-day trial",
      "50% discount",
      "Group memberships",
      "Board",
    ]) {
      expect(notes).toContain(phrase);
    }
  });
});
