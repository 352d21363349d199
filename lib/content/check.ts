/**
 * The content check: every data file against its dataset's schema, then the rules across files, collecting
 * every problem before it answers; run by every build and after each save on the editing screen
 * (docs/decisions/content-as-yaml-collections.md).
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

import { dataCollections, eventDatasets, type DataCollectionName } from "@/content/schemas";
import { eventKinds, eventsOf } from "@/content/schemas/event";

import { checkCopiedEditions } from "./copies";
import { fileProblem, problemText, type ContentProblem } from "./problem";
import { rememberValid } from "./read";
import { checkEvents, checkOrganisationFee, checkProgramme } from "./references";
import { checkDataset, type DatasetCheck } from "./validate";

export type ContentCheck = {
  /** What stops the build until it is fixed. */
  problems: ContentProblem[];
  /**
   * Fields a duplicated edition still shares with an earlier one (lib/content/copies.ts): they do
   * not stop the build, but keep their edition off the site until each is dealt with.
   */
  waiting: ContentProblem[];
  /** How many valid data files were read, and in how many datasets. */
  files: number;
  datasets: number;
  /** Each dataset's next free place on the page, by dataset name (cms/next-place.ts proposes it). */
  nextPlaces: Record<string, number>;
};

/** content/events/ holds one folder per kind: a file beside them would never reach the site. */
function strayEventFiles(root: string): ContentProblem[] {
  const events = path.join(root, "content/events");
  if (!existsSync(events)) return [];
  const kinds: readonly string[] = eventKinds;
  return readdirSync(events)
    .filter((name) => !kinds.includes(name))
    .map((name) =>
      fileProblem(
        `content/events/${name}`,
        `content/events/ holds one folder per kind of event (${eventKinds.join(", ")}); move this file into its kind's folder, such as content/events/symposium/2027.yaml`,
      ),
    );
}

/** Checks the content of the repository at `root` and returns every problem found. */
export function checkContent(root = process.cwd()): ContentCheck {
  const symposia = checkDataset(dataCollections[eventDatasets.symposium], root);
  const studyTours = checkDataset(dataCollections[eventDatasets["study-tour"]], root);
  const awards = checkDataset(dataCollections[eventDatasets.awards], root);
  const parksWeeks = checkDataset(dataCollections[eventDatasets["parks-week"]], root);
  const programme = checkDataset(dataCollections.programme, root);
  const speakers = checkDataset(dataCollections.speakers, root);
  const plans = checkDataset(dataCollections.plans, root);
  const budgetTiers = checkDataset(dataCollections.budgetTiers, root);
  const read: Partial<Record<DataCollectionName, DatasetCheck<unknown>>> = {
    [eventDatasets.symposium]: symposia,
    [eventDatasets["study-tour"]]: studyTours,
    [eventDatasets.awards]: awards,
    [eventDatasets["parks-week"]]: parksWeeks,
    programme,
    speakers,
    plans,
    budgetTiers,
  };
  const names = Object.keys(dataCollections) as DataCollectionName[];
  const checks = names.map((name) => read[name] ?? checkDataset<unknown>(dataCollections[name], root));
  const problems = [...checks.flatMap((check) => check.problems), ...strayEventFiles(root)];
  names.forEach((name, index) => {
    const check = checks[index];
    if (check?.problems.length === 0) rememberValid<unknown>(dataCollections[name], root, check.entries);
  });

  // A rule across files runs once the files it reads are right on their own: a wrong file is left
  // out of its dataset's entries, and the rule would report it a second time in other words.
  const isValid = (...datasets: DatasetCheck<unknown>[]) =>
    datasets.every((check) => check.problems.length === 0);
  const eventChecks = [symposia, studyTours, awards, parksWeeks];
  const events = eventsOf({
    symposium: symposia.entries,
    "study-tour": studyTours.entries,
    awards: awards.entries,
    "parks-week": parksWeeks.entries,
  });
  // Compared file by file, so an edition still carrying another's words is named even beside other
  // problems. A copied field keeps its edition waiting; a wrong name under Copied on purpose is a problem.
  const copies = checkCopiedEditions(events);
  const waiting = copies.filter((problem) => problem.copiedFrom !== undefined);
  problems.push(...copies.filter((problem) => problem.copiedFrom === undefined));
  if (isValid(...eventChecks)) problems.push(...checkEvents(events));
  if (isValid(...eventChecks, programme, speakers))
    problems.push(
      ...checkProgramme({
        events,
        programme: programme.entries,
        speakerIds: new Set(speakers.entries.map((entry) => entry.id)),
      }),
    );
  if (isValid(plans, budgetTiers))
    problems.push(...checkOrganisationFee({ plans: plans.entries, tiers: budgetTiers.entries }));

  const files = checks.reduce((sum, check) => sum + check.entries.length, 0);
  const nextPlaces = Object.fromEntries(names.map((name, index) => [name, checks[index]?.nextOrder ?? 1]));
  return { problems, waiting, files, datasets: checks.length, nextPlaces };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/**
 * The verdict as the terminal prints it: a summary line, then one line per problem, and after them
 * the editions that wait, with each field they wait for.
 */
export function verdictLines({ problems, waiting, files, datasets }: ContentCheck): string[] {
  const editions = new Set(waiting.map((field) => field.file)).size;
  const waitingLines = waiting.length
    ? [
        "",
        `${editions === 1 ? "1 edition waits" : `${editions} editions wait`} off the site (the earlier edition stays) until each field copied from an earlier edition is dealt with:`,
        "",
        ...waiting.map((field) => `  ${problemText(field)}`),
      ]
    : [];
  if (problems.length === 0)
    return [
      `Content check: ${plural(files, "data file")} in ${plural(datasets, "dataset")}, all valid`,
      ...waitingLines,
    ];
  return [
    `Content check: ${plural(problems.length, "problem")} to fix before the site can build`,
    "",
    ...problems.map((problem) => `  ${problemText(problem)}`),
    ...waitingLines,
  ];
}
