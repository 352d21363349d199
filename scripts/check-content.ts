/**
 * `npm run content:check` (and the first step of every build): checks every data file of every
 * dataset in content/schemas/index.ts against its schema, then the rules across datasets (a
 * programme's days and speakers, lib/content/references.ts), and prints each problem on its own
 * line, in the editor's words (file, field, what it must be, what was found), and any file left in
 * content/events/ outside the folders of the kinds. Exits 1 when anything
 * is wrong, so a wrong entry never reaches the site. `tsx scripts/check-content.ts <dir>` checks the
 * copy of the repository in <dir> instead of the current one.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

import { dataCollections, eventDatasets, type DataCollectionName } from "../content/schemas";
import { eventKinds, eventsOf } from "../content/schemas/event";
import { checkOrganisationFee, checkReferences } from "../lib/content/references";
import { checkDataset } from "../lib/content/validate";

const root = process.argv[2] ?? process.cwd();
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

const symposia = checkDataset(dataCollections[eventDatasets.symposium], root);
const studyTours = checkDataset(dataCollections[eventDatasets["study-tour"]], root);
const awards = checkDataset(dataCollections[eventDatasets.awards], root);
const parksWeeks = checkDataset(dataCollections[eventDatasets["parks-week"]], root);
const programme = checkDataset(dataCollections.programme, root);
const speakers = checkDataset(dataCollections.speakers, root);
const plans = checkDataset(dataCollections.plans, root);
const budgetTiers = checkDataset(dataCollections.budgetTiers, root);
const read: Partial<Record<DataCollectionName, { problems: string[]; entries: unknown[] }>> = {
  [eventDatasets.symposium]: symposia,
  [eventDatasets["study-tour"]]: studyTours,
  [eventDatasets.awards]: awards,
  [eventDatasets["parks-week"]]: parksWeeks,
  programme,
  speakers,
  plans,
  budgetTiers,
};
const checks = (Object.keys(dataCollections) as DataCollectionName[]).map(
  (name) => read[name] ?? checkDataset<unknown>(dataCollections[name], root),
);

/** content/events/ holds one folder per kind: a file beside them would never reach the site. */
function strayEventFiles(): string[] {
  const events = path.join(root, "content/events");
  if (!existsSync(events)) return [];
  const kinds: readonly string[] = eventKinds;
  return readdirSync(events)
    .filter((name) => !kinds.includes(name))
    .map(
      (name) =>
        `content/events/${name}: content/events/ holds one folder per kind of event (${eventKinds.join(", ")}); move this file into its kind's folder, such as content/events/symposium/2027.yaml`,
    );
}

const problems = [...checks.flatMap((check) => check.problems), ...strayEventFiles()];
// Across datasets only once each one is right on its own: a wrong file would be reported twice.
if (problems.length === 0)
  problems.push(
    ...checkReferences({
      events: eventsOf({
        symposium: symposia.entries,
        "study-tour": studyTours.entries,
        awards: awards.entries,
        "parks-week": parksWeeks.entries,
      }),
      programme: programme.entries,
      speakerIds: new Set(speakers.entries.map((entry) => entry.id)),
    }),
    ...checkOrganisationFee({ plans: plans.entries, tiers: budgetTiers.entries }),
  );

if (problems.length > 0) {
  console.error(`Content check: ${plural(problems.length, "problem")} to fix before the site can build\n`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
const files = checks.reduce((sum, check) => sum + check.entries.length, 0);
console.info(
  `Content check: ${plural(files, "data file")} in ${plural(checks.length, "dataset")}, all valid`,
);
