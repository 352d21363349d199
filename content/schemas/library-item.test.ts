import { describe, expect, it } from "vitest";

import { libraryItemSchema } from "./library-item";

/** An item the test writes, with its own page. */
const item = {
  order: 1,
  section: "recent",
  title: "Park Lighting Standards",
  type: "Guide",
  description: "Lux levels by path type.",
  meta: "12 pages",
  href: "https://library.example.org/park-lighting",
  source: "https://library.example.org/park-lighting",
};

const messages = (data: object) => {
  const result = libraryItemSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
};

describe("a library item's address", () => {
  it("is optional, and https only", () => {
    expect(messages(item)).toEqual([]);
    const { href: _href, ...withoutAddress } = item;
    expect(messages(withoutAddress)).toEqual([]);
    expect(messages({ ...item, href: "http://library.example.org/park-lighting" })).toEqual([
      "href must be a web address starting with https://",
    ]);
  });

  it("is refused on a sample item, which links nowhere", () => {
    const { source: _source, ...unsourced } = item;
    expect(messages({ ...unsourced, sample: true })).toEqual([
      "href must be left out for a sample item: an invented item links nowhere; clear it, or replace the Sample box with the item's source",
    ]);
  });
});
