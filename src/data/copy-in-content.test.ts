import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** A file's source without its comments (a comment may name the copy it renders). */
const read = (file: string) =>
  readFileSync(path.join(ROOT, file), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");

/**
 * Copy lives in src/data/, not in JSX, so an editor changes a word in one place. These literals
 * were once written inside components; each must now come from src/data/.
 */
const MOVED_COPY: readonly { files: readonly string[]; literals: readonly string[] }[] = [
  {
    files: [
      "src/pages/symposium.astro",
      "src/components/events/symposium/registration-section.tsx",
      "src/components/events/symposium-program/venue-section.tsx",
    ],
    literals: ["2025 Symposium", "Register Now", "Register Interest"],
  },
  {
    files: [
      "src/pages/wup-awards/about.astro",
      "src/pages/wup-awards/chairs-award.astro",
      "src/pages/wup-awards/judges.astro",
      "src/pages/wup-awards/winners.astro",
      "src/pages/symposium-program.astro",
    ],
    literals: ["Back to the"],
  },
  {
    files: ["src/components/search/search-dialog.tsx", "src/components/search/search-button.island.tsx"],
    literals: [
      "Search the site",
      "Pages, people",
      "Search for",
      "Try “",
      "Searching…",
      "found for",
      "not available",
      "Search results",
      "Close search",
      ">Search<",
    ],
  },
  {
    files: ["src/components/membership/organizational/organisation-plan-selector.island.tsx"],
    literals: ["to see the fee", "for an operating budget of", "operating budget {", "as a {", "new tab"],
  },
  {
    files: [
      "src/components/events/symposium-program/program-tabs.island.tsx",
      "src/components/events/symposium-program/session-list.tsx",
      "src/components/events/symposium-program/speaker-avatar.tsx",
    ],
    literals: ["Day {", '"session', '"Speaker', "Portrait of"],
  },
  {
    files: [
      "src/components/events/study-tour/parks-section.tsx",
      "src/components/events/study-tour/featured-tour-section.tsx",
      "src/components/events/study-tour/pricing-section.tsx",
    ],
    literals: [
      "The tour",
      "parks in two days",
      "(hectares)",
      "see prices",
      "per person",
      "includes`",
      "Register as",
    ],
  },
  {
    files: ["src/components/awards/about/vision-mission-section.tsx"],
    literals: ["Vision and mission"],
  },
  {
    files: ["src/components/awards/winners/winner-detail-dialog.tsx"],
    literals: ["Click to view details", "Organization", "About the Project", "Testimony", "Close details"],
  },
];

describe("copy written in components", () => {
  for (const { files, literals } of MOVED_COPY) {
    for (const file of files) {
      it(`${file} takes its copy from src/data/`, () => {
        const source = read(file);
        expect(literals.filter((literal) => source.includes(literal))).toEqual([]);
      });
    }
  }
});
