// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { pageList } from "@/src/data/pages";
import { dataCollections } from "@/content/schemas";
import { countProvenance } from "@/lib/provenance";

import {
  COLLECTION_PAGES,
  EVERY_PAGE,
  MODULE_PAGES,
  placeSamples,
  readBuiltPages,
  sampleEntriesOf,
  samplePageLines,
  sampleSources,
  type SampleSource,
  sampleCountLines,
} from "./sample-pages";

let sources: SampleSource[] = [];
beforeAll(async () => {
  sources = await sampleSources();
}, 60_000);

describe("the table of the pages that show each dataset", () => {
  it("has a row for every dataset of content/schemas", () => {
    expect(Object.keys(COLLECTION_PAGES).sort()).toEqual(Object.keys(dataCollections).sort());
  });

  it("has a row for every page-data module export that holds entries of its own, and no other", () => {
    // The same walk as the report: datasets first, so a list derived from one holds nothing of its own.
    const seen = new Set<unknown>();
    const withEntries = sources.filter((source) => {
      const count = countProvenance(
        source.entries.map((entry) => entry.data),
        "",
        seen,
      );
      return count.real + count.sample > 0;
    });
    const moduleKeys = withEntries.map((source) => source.key).filter((key) => key.includes(" › "));

    expect(Object.keys(MODULE_PAGES).sort()).toEqual(moduleKeys.sort());
  });

  it("names only pages of the site", () => {
    const routes = new Set<string>([EVERY_PAGE, ...pageList.map((page) => page.path)]);
    const named = [...Object.values(COLLECTION_PAGES), ...Object.values(MODULE_PAGES)].flatMap(
      (row) => row.pages,
    );

    expect(named.filter((route) => !routes.has(route))).toEqual([]);
  });
});

describe("the sample entries of the content", () => {
  it("are every sample the provenance report counts, each named by dataset and entry", () => {
    const seen = new Set<unknown>();
    const counted = sources.reduce(
      (sum, source) =>
        sum +
        countProvenance(
          source.entries.map((entry) => entry.data),
          "",
          seen,
        ).sample,
      0,
    );
    const samples = sampleEntriesOf(sources);

    expect(samples).toHaveLength(counted);
    for (const sample of samples) expect(sample.label).toMatch(/^[a-z][\w-]*(\/| › )\S/);
  });
});

describe("where each sample entry shows", () => {
  const source = (key: string, name: string, entries: SampleSource["entries"]): SampleSource => ({
    key,
    name,
    entries,
  });
  const samples = sampleEntriesOf([
    source("staff", "staff", [
      { id: "ana", data: { name: "Ana Ruiz", sample: true } },
      { id: "bo", data: { name: "Bo Lind", source: "https://example.org/bo" } },
      { id: "cy", data: { name: "Cy Moss", sample: true } },
    ]),
    source("studyTours", "events/study-tour", [
      {
        id: "lyon-2025",
        data: {
          name: "Lyon",
          source: "https://example.org/lyon",
          registration: { opens: new Date("2025-05-01"), sample: true },
          prices: [{ registration: { href: "https://shop.example.org/", sample: true } }],
        },
      },
    ]),
    source("contacts", "contacts", [
      {
        data: {
          phone: { number: "+64 4 000 0000", sample: true },
          links: { login: { href: "https://shop.example.org/", source: "https://example.org" } },
        },
      },
    ]),
  ]);
  const page = (route: string, body: string) => ({
    route,
    html: `<html><body>${body}<footer>+64 4 000 0000 <a href="https://shop.example.org/">Login</a></footer></body></html>`,
  });
  const built = [
    page("/", "<p>Study tour: registration opens 1 May</p>"),
    page("/staff", "<h3>Ana <!-- -->Ruiz</h3><h3>Bo Lind</h3>"),
    page("/study-tour", '<a href="https://shop.example.org/">Register</a>'),
    page("/blog", "<p>Anastasia Ruizova writes</p>"),
  ];

  it("names each entry by dataset, entry id, place in the entry and name", () => {
    expect(samples.map((sample) => sample.label)).toEqual([
      "staff/ana (Ana Ruiz)",
      "staff/cy (Cy Moss)",
      "events/study-tour/lyon-2025 › registration",
      "events/study-tour/lyon-2025 › prices[0].registration",
      "contacts › phone",
    ]);
  });

  it("finds an entry by its words on the built pages of its dataset, as whole words", () => {
    const { pages, nowhere } = placeSamples(samples, built);

    expect(pages).toContainEqual({ route: "/staff", samples: ["staff/ana (Ana Ruiz)"] });
    expect(pages.find((entry) => entry.route === "/blog")).toBeUndefined();
    expect(nowhere).toEqual(["staff/cy (Cy Moss)"]);
  });

  it("names an entry without words of its own on every page of its dataset", () => {
    const { pages } = placeSamples(samples, built);

    expect(pages.find((entry) => entry.route === "/")?.samples).toContain(
      "events/study-tour/lyon-2025 › registration",
    );
    expect(pages.find((entry) => entry.route === "/study-tour")?.samples).toContain(
      "events/study-tour/lyon-2025 › registration",
    );
  });

  it("follows an address another entry shares only on the entry's own pages", () => {
    const { pages } = placeSamples(samples, built);
    const showing = pages
      .filter((entry) => entry.samples.includes("events/study-tour/lyon-2025 › prices[0].registration"))
      .map((entry) => entry.route);

    // The footer of /blog links there too, for the contacts' own (sourced) login link.
    expect(showing).toContain("/study-tour");
    expect(showing).not.toContain("/blog");
  });

  it("says every page once for an entry in the footer of every built page", () => {
    const { pages } = placeSamples(samples, built);

    expect(pages[0]).toEqual({ route: EVERY_PAGE, samples: ["contacts › phone"] });
  });

  it("uses the table alone when the site is not built", () => {
    const { pages, nowhere } = placeSamples(samples, undefined);

    expect(pages.find((entry) => entry.route === "/staff")?.samples).toEqual([
      "staff/ana (Ana Ruiz)",
      "staff/cy (Cy Moss)",
    ]);
    expect(pages.find((entry) => entry.route === EVERY_PAGE)?.samples).toEqual(["contacts › phone"]);
    expect(nowhere).toEqual([]);
  });

  it("reports one line a page, every page first, then what no page shows", () => {
    const lines = samplePageLines(placeSamples(samples, built));

    expect(lines[0]).toBe("Every page shows sample entries: contacts › phone");
    expect(lines).toContain("Page /staff shows sample entries: staff/ana (Ana Ruiz)");
    expect(lines.at(-1)).toBe("On no built page, still in the content: staff/cy (Cy Moss)");
  });
});

describe("the built pages", () => {
  const out = mkdtempSync(path.join(tmpdir(), "sample-pages-"));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it("are each HTML file of out/ under its route, or none when out/ is not built", () => {
    expect(readBuiltPages(out)).toBeUndefined();
    mkdirSync(path.join(out, "wup-awards"));
    for (const file of ["index.html", "404.html", "staff.html", "wup-awards/winners.html", "robots.txt"]) {
      writeFileSync(path.join(out, file), "<html></html>");
    }

    expect(readBuiltPages(out)?.map((page) => page.route)).toEqual([
      "/",
      "/404",
      "/staff",
      "/wup-awards/winners",
    ]);
  });
});

describe("the build's summary of sample entries", () => {
  it("counts the sample entries of each page, every page first", () => {
    expect(
      sampleCountLines({
        pages: [
          { route: EVERY_PAGE, samples: ["contacts/phone"] },
          { route: "/staff", samples: ["staff/a", "staff/b", "contacts/phone"] },
        ],
        nowhere: [],
      }),
    ).toEqual([
      "Sample entries: 3 on 2 pages (npm run content:report -- --pages names them; the production deploy refuses them):",
      "  every page: 1",
      "  /staff: 3",
    ]);
    expect(sampleCountLines({ pages: [], nowhere: ["staff/a"] })).toEqual([
      "Sample entries: none on any built page.",
    ]);
  });
});
