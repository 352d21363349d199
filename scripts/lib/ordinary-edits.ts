/**
 * Ordinary edits an editor makes on the editing screen, written as the screen writes them: one
 * dataset file changed, added or removed. scripts/edit-drill.ts applies them to a copy of the
 * repository and runs the content check and the tests there; they must all pass, because a
 * legitimate change of content is no reason for a test to go red.
 *
 * The edits are chosen relative to the content they find (the first plan, the latest edition, a
 * window around today), so they stay ordinary whatever the content is when the drill runs.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { parse, stringify } from "yaml";

type Data = Record<string, unknown>;

export type OrdinaryEdit = {
  /** What the editor did, in their words. */
  name: string;
  /** The files it touched, relative to the repository. */
  apply: (root: string, today: string) => string[];
};

const read = (root: string, file: string): Data => parse(readFileSync(join(root, file), "utf8")) as Data;
const write = (root: string, file: string, data: Data) =>
  writeFileSync(join(root, file), stringify(data, { lineWidth: 0 }));
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

/** Next year's edition of an event, duplicated from the latest and moved on by whole years. */
function nextEdition(root: string, folder: string, today: string, rename: (year: number) => string) {
  const { data } = latestEdition(root, folder);
  const shift = Math.max(1, yearOf(today) + 1 - yearOf(data.end));
  const moved = (day: unknown) => `${yearOf(day) + shift}${String(day).slice(4, 10)}`;
  const year = yearOf(data.start) + shift;
  const edition: Data = { ...data, name: rename(year), start: moved(data.start), end: moved(data.end) };
  const registration = data.registration as Data | undefined;
  if (registration?.opens) edition.registration = { ...registration, opens: moved(registration.opens) };
  const file = join(folder, `${year}.yaml`);
  return { file, edition, year };
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
      const { file, edition } = nextEdition(
        root,
        "content/events/symposium",
        today,
        (year) => `World Urban Parks ${year} Symposium`,
      );
      write(root, file, edition);
      return [file];
    },
  },
  {
    name: "open an awards edition for applications today",
    apply(root, today) {
      const { file, edition, year } = nextEdition(
        root,
        "content/events/awards",
        today,
        (next) => `World Urban Parks Awards ${next}`,
      );
      const ceremony = addDays(today, 200);
      edition.start = ceremony;
      edition.end = addDays(ceremony, 2);
      edition.applications = { opens: addDays(today, -10), closes: addDays(today, 60), sample: true };
      const target = join("content/events/awards", `${yearOf(ceremony)}.yaml`);
      if (existsSync(join(root, target)) && target !== file) return [];
      write(root, target, { ...edition, name: `World Urban Parks Awards ${yearOf(ceremony) || year}` });
      return [target];
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
