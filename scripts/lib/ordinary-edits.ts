/**
 * Ordinary edits an editor makes on the editing screen, written as the screen writes them; scripts/edit-drill.ts
 * applies them to a copy of the repository, where every check and test must still pass
 * (docs/decisions/content-belongs-to-the-editor.md).
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

import { parse, stringify } from "yaml";

import keystaticConfig from "../../keystatic.config";
import { savedForm } from "../normalise-yaml";

type Data = Record<string, unknown>;

// Keystatic's YAML writer (a dependency of @keystatic/core, as in scripts/normalise-yaml.ts).
const yaml = createRequire(import.meta.url)("js-yaml") as { dump(value: unknown): string };

export type OrdinaryEdit = {
  /** What the editor did, in their words. */
  name: string;
  /** The files it touched, relative to the repository. */
  apply: (root: string, today: string) => string[];
};

const read = (root: string, file: string): Data => parse(readFileSync(join(root, file), "utf8")) as Data;

/** The editing screen's forms, each with the folder (`content/board/*`) or file it writes. */
const forms: { path?: string }[] = [
  ...Object.values(keystaticConfig.collections ?? {}),
  ...Object.values(keystaticConfig.singletons ?? {}),
];

/** Writes a data file as the screen's Save does: in its form's order and YAML (scripts/normalise-yaml.ts). */
function write(root: string, file: string, data: Data) {
  const form = forms.find(({ path = "" }) =>
    path.endsWith("/*") ? dirname(file) === path.slice(0, -2) : file === `${path}.yaml`,
  );
  // Keystatic's own writer, which quotes a day written as text ('2027-04-27') so it reads back as text.
  const text = form ? savedForm(form, yaml.dump(data)) : stringify(data, { lineWidth: 0 });
  writeFileSync(join(root, file), text);
}
const entries = (root: string, folder: string) =>
  readdirSync(join(root, folder))
    .filter((file) => file.endsWith(".yaml"))
    .sort()
    .map((file) => join(folder, file));
const highestOrder = (root: string, folder: string) =>
  Math.max(0, ...entries(root, folder).map((file) => Number(read(root, file).order ?? 0)));

/** An ISO day `days` after `day`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const yearOf = (day: unknown) => Number(String(day).slice(0, 4));

/** The edition with the latest end day in an event folder. */
function latestEdition(root: string, folder: string): { file: string; data: Data } {
  const editions = entries(root, folder).map((file) => ({ file, data: read(root, file) }));
  editions.sort((a, b) => String(a.data.end).localeCompare(String(b.data.end)));
  const latest = editions.at(-1);
  if (!latest) throw new Error(`${folder} has no edition to duplicate`);
  return latest;
}

/**
 * A link of an edition duplicated for `year`: last year's page belongs to last year, so it points to
 * its site's home page until the new edition's page is published, marked as a stand-in. Where that
 * is the very address it had (already a home page, the same every year), the editor keeps it and
 * says so in keptFromEarlier (`kept`).
 */
function standInLink(link: unknown, field: string, year: number, kept: string[]): Data {
  const { href } = link as { href: string };
  const home = `${new URL(href).origin}/`;
  if (home === href) kept.push(`${field} → href`);
  return { href: home, note: `A stand-in until the ${year} page is published`, sample: true };
}

/**
 * What an editor does after "Duplicate entry…" on the latest edition of an event, for the next
 * year: moves its days on by whole years, gives it its name, and drops what belonged to the old
 * edition: its sources (the new one is a sample until its facts are confirmed) and its
 * registration's. `rewrite` then writes the edition's own words; whatever stays the same on purpose
 * goes to keptFromEarlier (lib/content/copies.ts).
 */
function duplicateLatest(
  root: string,
  folder: string,
  today: string,
  rewrite: (edition: Data, year: number, kept: string[]) => void,
  moveTo?: (edition: Data) => void,
) {
  const { data } = latestEdition(root, folder);
  const shift = Math.max(1, yearOf(today) + 1 - yearOf(data.end));
  const moved = (day: unknown) => `${yearOf(day) + shift}${String(day).slice(4, 10)}`;
  const { source: _source, sourceNote: _sourceNote, keptFromEarlier: _kept, ...copy } = data;
  const edition: Data = { ...copy, start: moved(data.start), end: moved(data.end), sample: true };
  const registration = data.registration as Data | undefined;
  if (registration?.opens)
    edition.registration = {
      opens: moved(registration.opens),
      ...(registration.closes ? { closes: moved(registration.closes) } : {}),
      sample: true,
    };
  else delete edition.registration;
  moveTo?.(edition);
  const year = yearOf(edition.start);
  // The host fair of last year, when its name says the year, is this year's fair of the same name.
  if (typeof data.hostEvent === "string")
    edition.hostEvent = data.hostEvent.replaceAll(String(yearOf(data.start)), String(year));
  const kept: string[] = [];
  rewrite(edition, year, kept);
  if (kept.length > 0) edition.keptFromEarlier = kept;
  return { file: join(folder, `${year}.yaml`), edition, year };
}

/** A symposium's page words for `year`, which name it and claim nothing not yet confirmed. */
function rewriteSymposium(edition: Data, year: number, kept: string[]) {
  const city = String(edition.city);
  const country = String(edition.country);
  const title = `World Urban Parks ${year} Symposium`;
  edition.name = title;
  delete edition.theme;
  // An earlier edition only listed under Previous editions has no page words to rewrite.
  if (edition.lead === undefined) return;
  edition.lead = `The ${title} in ${city}: its programme and speakers are announced here as they are confirmed.`;
  edition.pageDescription = `The ${title} in ${city}, ${country}: its days, venue and registration as they are announced.`;
  edition.summary = `The ${year} symposium brings the parks community together in ${city}. Its programme follows.`;
  edition.about = {
    title: `The ${year} symposium`,
    paragraphs: [
      `The ${title} takes place in ${city}. This page describes its themes, sessions and speakers as they are confirmed.`,
    ],
  };
  // The cards' titles name the parts of every symposium (keynotes, sessions, …): kept on purpose.
  const highlights = (edition.highlights as Data[] | undefined) ?? [];
  edition.highlights = highlights.map((card) => ({
    ...card,
    description: `What the ${year} symposium offers here is announced with its programme.`,
  }));
  if (highlights.length > 0) kept.push("highlights → title");
  edition.registrationText = `Registration for the ${year} symposium is announced here as soon as it opens.`;
  if (edition.earlyBird !== undefined) edition.earlyBird = `Early bird places for ${year} to be announced`;
  edition.onNow = { text: `The ${year} symposium is under way in ${city}.` };
  edition.held = { text: `The ${year} symposium took place in ${city}. Its report follows here.` };
  const links = edition.links as Data | undefined;
  if (links)
    edition.links = {
      ...links,
      register: standInLink(links.register, "links → register", year, kept),
      registerInterest: standInLink(links.registerInterest, "links → registerInterest", year, kept),
    };
}

export const ORDINARY_EDITS: readonly OrdinaryEdit[] = [
  {
    name: "raise the price of every paid plan and the smallest budget tier in each currency",
    apply(root) {
      // The organisation plan's fee is the smallest budget tier's (a rule of the content check):
      // the editor raises the two together.
      const raise = (file: string): string[] => {
        const data = read(root, file);
        const price = data.price as Record<string, number>;
        if (!Object.values(price).some((amount) => amount > 0)) return [];
        data.price = Object.fromEntries(
          Object.entries(price).map(([currency, amount]) => [currency, amount + 7]),
        );
        write(root, file, data);
        return [file];
      };
      const nzd = (file: string) => (read(root, file).price as { nzd: number }).nzd;
      const [smallestTier] = entries(root, "content/budget-tiers").sort((a, b) => nzd(a) - nzd(b));
      return [...entries(root, "content/plans").flatMap(raise), ...(smallestTier ? raise(smallestTier) : [])];
    },
  },
  {
    name: "rename a plan and rewrite its description",
    apply(root) {
      const [file] = entries(root, "content/plans").filter((entry) => !read(root, entry).popular);
      if (!file) return [];
      const plan = read(root, file);
      write(root, file, {
        ...plan,
        name: `${String(plan.name)} Plus`,
        description: "A plan the editor rewrote.",
      });
      return [file];
    },
  },
  {
    name: "add a director to the board",
    apply(root) {
      const file = "content/board/drill-director.yaml";
      write(root, file, {
        order: highestOrder(root, "content/board") + 1,
        name: "Noor Haddad-Lindgren",
        position: "Director",
        organization: "A city parks department",
        location: "Jordan",
        countryCode: "JO",
        sample: true,
      });
      return [file];
    },
  },
  {
    name: "change a staff member's e-mail and position",
    apply(root) {
      const [file] = entries(root, "content/staff");
      if (!file) return [];
      const person = read(root, file);
      write(root, file, { ...person, email: "new.address@example.org", position: "Head of Partnerships" });
      return [file];
    },
  },
  {
    name: "add a judge",
    apply(root) {
      const file = "content/judges/drill-judge.yaml";
      const [first] = entries(root, "content/judges");
      const region = first ? read(root, first).region : "Europe";
      write(root, file, {
        order: highestOrder(root, "content/judges") + 1,
        name: "Ilse Marquardt-Oyelaran",
        email: "i.marquardt@example.org",
        region,
        sample: true,
      });
      return [file];
    },
  },
  {
    name: "add a recent item to the digital library",
    apply(root) {
      const file = "content/library/drill-item.yaml";
      const recent = entries(root, "content/library").filter(
        (entry) => read(root, entry).section === "recent",
      );
      write(root, file, {
        order: Math.max(0, ...recent.map((entry) => Number(read(root, entry).order))) + 1,
        section: "recent",
        title: "Parks After Dark: A Field Guide",
        type: "Guide",
        description: "How park managers light, programme and staff their parks at night.",
        meta: "Added this week",
        sample: true,
      });
      return [file];
    },
  },
  {
    name: "rename a winner of the latest edition and their organisation",
    apply(root) {
      const winners = entries(root, "content/winners");
      const latest = Math.max(...winners.map((file) => Number(read(root, file).edition)));
      const [file] = winners.filter((entry) => Number(read(root, entry).edition) === latest);
      if (!file) return [];
      write(root, file, {
        ...read(root, file),
        name: "Kōwhai Gully Renewal",
        organization: "Fernvale District Council",
      });
      return [file];
    },
  },
  {
    name: "add an honour to the latest Chair's Award year",
    apply(root) {
      const honours = entries(root, "content/chairs-award");
      const year = Math.max(...honours.map((file) => Number(read(root, file).year)));
      const file = `content/chairs-award/${year}-drill-honour.yaml`;
      write(root, file, {
        order: highestOrder(root, "content/chairs-award") + 1,
        year,
        name: "Ana Lucía Ferreyra",
        category: read(root, honours[0] ?? "").category,
        sample: true,
      });
      return [file];
    },
  },
  {
    name: "add a session to the latest programme day and change a committee's chair",
    apply(root) {
      const [day] = entries(root, "content/programme").sort().slice(-1);
      const [committee] = entries(root, "content/committees");
      if (!day || !committee) return [];
      const programme = read(root, day);
      const sessions = programme.sessions as Data[];
      write(root, day, {
        ...programme,
        sessions: [
          ...sessions,
          {
            time: "18:30 - 19:00",
            type: "Panel",
            title: "Parks After Dark: Lighting and Safety",
            description: "Park managers compare how they keep parks open, safe and welcoming after sunset.",
            speakers: [],
          },
        ],
      });
      const data = read(root, committee);
      const [chair, ...others] = data.leaders as Data[];
      write(root, committee, {
        ...data,
        leaders: [
          { ...chair, name: "Talia Rewi-Marchetti", country: "New Zealand", countryCode: "NZ" },
          ...others,
        ],
      });
      return [day, committee];
    },
  },
  {
    name: "change a region's member count",
    apply(root) {
      const [file] = entries(root, "content/regions");
      if (!file) return [];
      const region = read(root, file);
      write(root, file, { ...region, members: Number(region.members ?? 0) + 23 });
      return [file];
    },
  },
  {
    name: "remove a partner",
    apply(root) {
      const [file] = entries(root, "content/partners");
      if (!file) return [];
      rmSync(join(root, file));
      return [file];
    },
  },
  {
    name: "add next year's symposium, duplicated from the latest",
    apply(root, today) {
      const { file, edition } = duplicateLatest(root, "content/events/symposium", today, rewriteSymposium);
      write(root, file, edition);
      return [file];
    },
  },
  {
    name: "open an awards edition for applications today, duplicated from the latest",
    apply(root, today) {
      const ceremony = addDays(today, 200);
      const { file, edition } = duplicateLatest(
        root,
        "content/events/awards",
        today,
        (awards, year, kept) => {
          awards.name = `World Urban Parks Awards ${year}`;
          awards.summary = `The World Urban Parks Awards ${year}: applications, judging and the ceremony are announced here as they are confirmed.`;
          const links = awards.links as Data;
          awards.links = { ...links, apply: standInLink(links.apply, "links → apply", year, kept) };
          // The categories and regions are the programme's, the same every year.
          if (typeof awards.fact === "string") kept.push("fact");
        },
        (awards) => {
          awards.start = ceremony;
          awards.end = addDays(ceremony, 2);
          awards.applications = { opens: addDays(today, -10), closes: addDays(today, 60), sample: true };
        },
      );
      if (existsSync(join(root, file))) return [];
      write(root, file, edition);
      return [file];
    },
  },
  {
    name: "add this year's Parks Week",
    apply(root, today) {
      const folder = "content/events/parks-week";
      const year = yearOf(today) + 1;
      const file = join(folder, `${year}.yaml`);
      if (existsSync(join(root, file))) return [];
      write(root, file, { start: `${year}-04-27`, end: `${year}-05-03`, sample: true });
      return [file];
    },
  },
];
