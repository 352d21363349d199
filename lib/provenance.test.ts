import { describe, expect, it } from "vitest";

import { countProvenance } from "./provenance";

describe("countProvenance", () => {
  it("counts sourced entries as real and flagged ones as samples", () => {
    const people = [
      { name: "Real Person", source: "https://example.org/a" },
      { name: "Noted Person", sourceNote: "public code copy" },
      { name: "Fictional Person", sample: true },
    ];
    expect(countProvenance(people)).toEqual({ real: 2, sample: 1, samples: ["Fictional Person"] });
  });

  it("finds entries nested at any depth", () => {
    const committees = [
      {
        name: "Large Parks",
        leaders: [
          { name: "A", source: "https://example.org" },
          { name: "B", sample: true },
        ],
      },
      { name: "Climate", leaders: [{ name: "C", sample: true }] },
    ];
    expect(countProvenance(committees)).toMatchObject({ real: 1, sample: 2 });
  });

  it("counts an entry and, each on its own, the entries inside it", () => {
    const tour = {
      name: "Study Tour",
      sourceNote: "the spec",
      registration: { opens: "2025-05-01", sample: true },
      parks: [{ name: "Parc Blandan", source: "https://example.org" }],
    };
    // The report passes a dataset by file name, so a sample without a name is listed as file.field.
    expect(countProvenance({ "study-tour-2025": tour })).toEqual({
      real: 2,
      sample: 1,
      samples: ["study-tour-2025.registration"],
    });
  });

  it("ignores copy without provenance", () => {
    expect(countProvenance({ title: "Why Join", items: ["a", "b"] })).toEqual({
      real: 0,
      sample: 0,
      samples: [],
    });
  });

  it("labels samples by their name, title or link", () => {
    expect(countProvenance({ login: { href: "https://example.org/", sample: true } }).samples).toEqual([
      "https://example.org/",
    ]);
  });
});

describe("countProvenance across datasets", () => {
  it("counts an entry shared by two lists once when they share a seen set", () => {
    const plans = [
      { name: "A", sample: true },
      { name: "B", source: "https://example.org" },
    ];
    const derived = [plans[0]];
    const seen = new Set<unknown>();
    expect(countProvenance(plans, "", seen)).toMatchObject({ real: 1, sample: 1 });
    expect(countProvenance(derived, "", seen)).toMatchObject({ real: 0, sample: 0 });
  });
});
