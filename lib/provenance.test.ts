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

  it("counts an entry once, without looking inside it", () => {
    const winner = { name: "Park", source: "https://example.org", detail: { photo: { sample: true } } };
    expect(countProvenance([winner])).toMatchObject({ real: 1, sample: 0 });
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
