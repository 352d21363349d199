/**
 * `npm run content:check` (and the first step of every build): checks every data file of every
 * dataset in content/schemas/index.ts against its schema, then the rules across datasets (a
 * programme's days and speakers, lib/content/references.ts), and prints each problem on its own
 * line, in the editor's words (file, field, what it must be, what was found). Exits 1 when anything
 * is wrong, so a wrong entry never reaches the site. `tsx scripts/check-content.ts <dir>` checks the
 * copy of the repository in <dir> instead of the current one.
 */
import { dataCollections, type DataCollectionName } from "../content/schemas";
import { checkReferences } from "../lib/content/references";
import { checkDataset } from "../lib/content/validate";

const root = process.argv[2] ?? process.cwd();
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

const events = checkDataset(dataCollections.events, root);
const programme = checkDataset(dataCollections.programme, root);
const speakers = checkDataset(dataCollections.speakers, root);
const read: Partial<Record<DataCollectionName, { problems: string[]; entries: unknown[] }>> = {
  events,
  programme,
  speakers,
};
const checks = (Object.keys(dataCollections) as DataCollectionName[]).map(
  (name) => read[name] ?? checkDataset<unknown>(dataCollections[name], root),
);

const problems = checks.flatMap((check) => check.problems);
// Across datasets only once each one is right on its own: a wrong file would be reported twice.
if (problems.length === 0)
  problems.push(
    ...checkReferences({
      events: events.entries,
      programme: programme.entries,
      speakerIds: new Set(speakers.entries.map((entry) => entry.id)),
    }),
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
