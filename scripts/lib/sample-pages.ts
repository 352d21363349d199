/**
 * Which page shows which sample entry, for `npm run content:report -- --strict` (the production deploy's gate)
 * and `--pages`: each dataset's pages, in which the built out/ is searched for each entry's own words
 * (docs/decisions/sample-gate.md).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { dataCollections, eventDatasets, type DataCollectionName } from "../../content/schemas";
import { eventKinds } from "../../content/schemas/event";
import { readDataset, readEvents } from "../../lib/content/load";

/** The header or footer of every page (the 404 page's too). */
export const EVERY_PAGE = "*";

export type DatasetPages = {
  /** The routes that present the dataset's entries (EVERY_PAGE: all of them). */
  pages: readonly string[];
  /** Also in every page's header or footer (the Events menu, the footer's links): when out/ is
   * built, the entries are looked for on every page, not only on `pages`. */
  layout?: boolean;
};

/** The routes of each dataset kept as data files (content/schemas), by dataset. */
export const COLLECTION_PAGES: Record<DataCollectionName, DatasetPages> = {
  board: { pages: ["/board-of-directors"] },
  staff: { pages: ["/staff"] },
  portfolios: { pages: ["/portfolios"] },
  regions: { pages: ["/regions"] },
  partners: { pages: ["/partners"] },
  committees: { pages: ["/committees"] },
  judges: { pages: ["/wup-awards/judges"] },
  winners: { pages: ["/wup-awards/winners"] },
  chairsAward: { pages: ["/wup-awards/chairs-award"] },
  // Events: their own pages and the home page's cards, plus the header's Events menu and the footer.
  symposia: { pages: ["/", "/symposium", "/symposium-program"], layout: true },
  studyTours: { pages: ["/", "/study-tour"], layout: true },
  awards: { pages: ["/", "/wup-awards"], layout: true },
  parksWeeks: { pages: ["/", "/parks-week"], layout: true },
  programme: { pages: ["/symposium-program"] },
  speakers: { pages: ["/symposium-program"] },
  library: { pages: ["/digital-library"] },
  libraryCategories: { pages: ["/digital-library"] },
  freeResources: { pages: ["/"] },
  parksWeekToolkit: { pages: ["/parks-week"] },
  // The footer's contact details and links, and the addresses of the external sites.
  contacts: { pages: [EVERY_PAGE] },
  // A photo's alt text and credit, on the page it names.
  pagePhotos: { pages: [EVERY_PAGE] },
  plans: { pages: ["/membership", "/membership-plans"] },
  budgetTiers: { pages: ["/membership", "/organizational-membership"] },
  organisationTypes: { pages: ["/organizational-membership"] },
};

/** The page-data modules, whose exports may hold entries of their own (the milestones, the podcast platforms). */
export const PAGE_DATA = "src/data";

/** The routes of the entries that page-data modules (src/data/*.ts) hold themselves, by `module › export`. */
export const MODULE_PAGES: Record<string, DatasetPages> = {
  "feeds › podcastPlatforms": { pages: ["/podparks"] },
  "feeds › podparksPage": { pages: ["/podparks"] },
  "organisation › milestones": { pages: ["/who-we-are"] },
  "organisation › mission": { pages: ["/who-we-are"] },
  "organisation › vision": { pages: ["/who-we-are"] },
  "organisation › strategicGoals": { pages: ["/strategic-plan"] },
  "parks-week › parksWeekAbout": { pages: ["/parks-week"] },
};

/** A dataset for this report: its row in the tables, its name in the report, and its entries. */
export type SampleSource = {
  key: string;
  name: string;
  entries: readonly { id?: string; data: unknown }[];
};

/**
 * Every dataset of content/, in the order that decides which dataset an entry belongs to when
 * several hold it: the events (one dataset per kind), the other data-file datasets, then each
 * export of the page-data modules (a list a module derives from a dataset adds nothing of its own).
 */
export async function sampleSources(root = process.cwd()): Promise<SampleSource[]> {
  const events = readEvents(root);
  const sources: SampleSource[] = eventKinds.map((kind) => ({
    key: eventDatasets[kind],
    name: `events/${kind}`,
    entries: events
      .filter((entry) => entry.data.kind === kind)
      .map((entry) => ({ id: entry.id.slice(kind.length + 1), data: entry.data })),
  }));
  const eventNames: readonly string[] = Object.values(eventDatasets);
  for (const key of Object.keys(dataCollections) as DataCollectionName[]) {
    if (eventNames.includes(key)) continue;
    const definition: { directory: string; file?: string } = dataCollections[key];
    sources.push({
      key,
      name: definition.directory.replace(/^content\//, ""),
      // A single-file dataset is one entry: its fields are named without the file's name.
      entries: readDataset(key, root).map((entry) => ({
        id: definition.file ? undefined : entry.id,
        data: entry.data,
      })),
    });
  }
  const modules = readdirSync(path.join(root, PAGE_DATA), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .sort();
  for (const file of modules) {
    const exports = (await import(pathToFileURL(path.join(root, PAGE_DATA, file)).href)) as Record<
      string,
      unknown
    >;
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value === "function") continue;
      const key = `${file.replace(/\.ts$/, "")} › ${name}`;
      sources.push({ key, name: key, entries: [{ data: value }] });
    }
  }
  return sources;
}

/**
 * A sample entry: its dataset's key, how the report names it, and the words it shows: text, the
 * addresses it links to that no other entry of the content has (`hrefs`) and those it shares with
 * another entry (`sharedHrefs`: a page that links there may show the other one).
 */
export type SampleEntry = {
  key: string;
  label: string;
  texts: string[];
  hrefs: string[];
  sharedHrefs: string[];
};

const TEXT_FIELDS = ["name", "title", "winner", "number", "email"] as const;
const TITLE_FIELDS = ["name", "title", "winner"] as const;
const MIN_WORDS_LENGTH = 3;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** `parks[4].registration`, from the keys on the way to a value. */
function pathOf(keys: readonly string[]): string {
  return keys.map((key, index) => (/^\d+$/.test(key) ? `[${key}]` : index === 0 ? key : `.${key}`)).join("");
}

function stringsOf(node: Record<string, unknown>, fields: readonly string[]): string[] {
  return fields
    .map((field) => node[field])
    .filter((value): value is string => typeof value === "string" && value.trim().length >= MIN_WORDS_LENGTH)
    .map((value) => value.trim());
}

/**
 * The sample entries of the sources, each named by its dataset, entry id, place in the entry and
 * name: `board/aroha-whaanga (Aroha Whaanga)`, `events/study-tour/france-2025 › registration`,
 * `contacts › phone`. Walks as lib/provenance.ts counts: one `seen` set for all the sources, so an
 * entry that several sources hold belongs to the first.
 */
export function sampleEntriesOf(sources: readonly SampleSource[]): SampleEntry[] {
  const linksTo = new Map<string, Set<object>>();
  const collectLinks = (node: unknown) => {
    if (!isRecord(node)) return;
    if (typeof node.href === "string")
      linksTo.set(node.href, (linksTo.get(node.href) ?? new Set()).add(node));
    for (const child of Object.values(node)) collectLinks(child);
  };
  for (const source of sources) for (const entry of source.entries) collectLinks(entry.data);
  const isShared = (href: string) => (linksTo.get(href)?.size ?? 0) > 1;

  const seen = new Set<unknown>();
  const samples: SampleEntry[] = [];
  for (const source of sources) {
    for (const entry of source.entries) {
      const walk = (node: unknown, keys: readonly string[]) => {
        if (!isRecord(node) || seen.has(node)) return;
        seen.add(node);
        if (node.sample === true) {
          const at = pathOf(keys);
          const title = stringsOf(node, TITLE_FIELDS)[0];
          const name = [source.name, entry.id].filter(Boolean).join("/");
          const hrefs = stringsOf(node, ["href"]);
          samples.push({
            key: source.key,
            label: `${name}${at.startsWith("[") ? at : at ? ` › ${at}` : ""}${title ? ` (${title})` : ""}`,
            texts: stringsOf(node, TEXT_FIELDS),
            hrefs: hrefs.filter((href) => !isShared(href)),
            sharedHrefs: hrefs.filter(isShared),
          });
        }
        for (const [key, child] of Object.entries(node)) walk(child, [...keys, key]);
      };
      walk(entry.data, []);
    }
  }
  return samples;
}

/** A built page: its route and its HTML. */
export type BuiltPage = { route: string; html: string };

/** The pages in out/ (none when it is not built): `index.html` is `/`, `404.html` is `/404`. */
export function readBuiltPages(outDir = "out"): BuiltPage[] | undefined {
  if (!existsSync(path.join(outDir, "index.html"))) return undefined;
  return readdirSync(outDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => {
      const route = `/${file
        .split(path.sep)
        .join("/")
        .replace(/\.html$/, "")}`;
      return { route: route === "/index" ? "/" : route, html: readFileSync(path.join(outDir, file), "utf8") };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The page's markup as its words read: comments gone, entities decoded, spaces made one. */
function readable(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X"))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ");
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Whether the page shows one of the entry's words (as whole words) or links to one of its
 * addresses (only to those no other entry has, unless the page is one of its dataset's own).
 */
function shows(page: string, sample: SampleEntry, isDatasetPage: boolean): boolean {
  const hrefs = isDatasetPage ? [...sample.hrefs, ...sample.sharedHrefs] : sample.hrefs;
  return (
    sample.texts.some((text) =>
      new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(text.replace(/\s+/g, " "))}(?![\\p{L}\\p{N}])`, "u").test(
        page,
      ),
    ) || hrefs.some((href) => page.includes(`"${href}"`))
  );
}

function pagesOf(key: string): DatasetPages {
  // A dataset without a row (the unit test asks for one) is looked for on every page.
  return COLLECTION_PAGES[key as DataCollectionName] ?? MODULE_PAGES[key] ?? { pages: [EVERY_PAGE] };
}

export type SamplePlacement = {
  /** Each route (EVERY_PAGE first) with the labels of the sample entries it shows. */
  pages: { route: string; samples: string[] }[];
  /** Entries whose words are on none of their dataset's built pages. */
  nowhere: string[];
};

/**
 * Where each sample entry shows: from the built pages when there are some, otherwise from the
 * table alone (each entry on every page of its dataset).
 */
export function placeSamples(
  samples: readonly SampleEntry[],
  built: readonly BuiltPage[] | undefined,
): SamplePlacement {
  const pages = built?.map(({ route, html }) => ({ route, text: readable(html) }));
  const byRoute = new Map<string, string[]>();
  const nowhere: string[] = [];
  for (const sample of samples) {
    const { pages: routes, layout } = pagesOf(sample.key);
    let where: readonly string[] = routes;
    if (pages && sample.texts.length + sample.hrefs.length + sample.sharedHrefs.length > 0) {
      const isDatasetPage = (route: string) => routes.includes(EVERY_PAGE) || routes.includes(route);
      const found = pages
        .filter(
          (page) =>
            (layout || isDatasetPage(page.route)) && shows(page.text, sample, isDatasetPage(page.route)),
        )
        .map((page) => page.route);
      where = pages.length > 1 && found.length === pages.length ? [EVERY_PAGE] : found;
    }
    if (where.length === 0) nowhere.push(sample.label);
    for (const route of where) byRoute.set(route, [...(byRoute.get(route) ?? []), sample.label]);
  }
  const routeOrder = (route: string) => (route === EVERY_PAGE ? "" : route);
  return {
    pages: [...byRoute]
      .map(([route, labels]) => ({ route, samples: labels }))
      .sort((a, b) => routeOrder(a.route).localeCompare(routeOrder(b.route))),
    nowhere,
  };
}

/** The report's lines: `Page /governance shows sample entries: board/…`, one a page. */
export function samplePageLines({ pages, nowhere }: SamplePlacement): string[] {
  return [
    ...pages.map(
      ({ route, samples }) =>
        `${route === EVERY_PAGE ? "Every page" : `Page ${route}`} shows sample entries: ${samples.join(", ")}`,
    ),
    ...(nowhere.length > 0 ? [`On no built page, still in the content: ${nowhere.join(", ")}`] : []),
  ];
}

/** The build's summary: how many sample entries each page shows, one line a page. */
export function sampleCountLines({ pages }: SamplePlacement): string[] {
  if (pages.length === 0) return ["Sample entries: none on any built page."];
  const total = new Set(pages.flatMap((page) => page.samples)).size;
  return [
    `Sample entries: ${total} on ${pages.length} ${pages.length === 1 ? "page" : "pages"} (npm run content:report -- --pages names them; the production deploy refuses them):`,
    ...pages.map(
      ({ route, samples }) => `  ${route === EVERY_PAGE ? "every page" : route}: ${samples.length}`,
    ),
  ];
}
