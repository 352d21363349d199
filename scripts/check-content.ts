/**
 * `npm run content:check` (and the first step of every build): prints the content check's verdict, every
 * problem in the editor's words, and exits 1 when anything is wrong; `tsx scripts/check-content.ts <dir>`
 * checks the copy of the repository in <dir> (docs/decisions/content-as-yaml-collections.md).
 */
import { checkContent, verdictLines } from "../lib/content/check";

const check = checkContent(process.argv[2] ?? process.cwd());
const lines = verdictLines(check);
if (check.problems.length > 0) {
  for (const line of lines) console.error(line);
  process.exit(1);
}
for (const line of lines) console.info(line);
