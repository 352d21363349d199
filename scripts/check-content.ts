/**
 * `npm run content:check` (and the first step of every build): checks every data file of every
 * dataset in content/schemas/index.ts against its schema and prints each problem on its own line,
 * in the editor's words (file, field, what it must be, what was found). Exits 1 when anything is
 * wrong, so a wrong entry never reaches the site. `tsx scripts/check-content.ts <dir>` checks the
 * copy of the repository in <dir> instead of the current one.
 */
import { dataCollections } from "../content/schemas";
import { checkDataset, type DatasetDefinition } from "../lib/content/validate";

const root = process.argv[2] ?? process.cwd();
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

const definitions: readonly DatasetDefinition<unknown>[] = Object.values(dataCollections);
const checks = definitions.map((definition) => checkDataset(definition, root));
const problems = checks.flatMap((check) => check.problems);

if (problems.length > 0) {
  console.error(`Content check: ${plural(problems.length, "problem")} to fix before the site can build\n`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
const files = checks.reduce((sum, check) => sum + check.entries.length, 0);
console.info(
  `Content check: ${plural(files, "data file")} in ${plural(checks.length, "dataset")}, all valid`,
);
