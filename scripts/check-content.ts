/**
 * `npm run content:check` (and the first step of every build): runs the content check
 * (lib/content/check.ts: every data file against its dataset's schema, then the rules across files)
 * and prints its verdict: every problem, each on its own line, in the editor's words (file, field,
 * what it must be, what was found). Exits 1 when anything is wrong, so a wrong entry never reaches
 * the site. `tsx scripts/check-content.ts <dir>` checks the copy of the repository in <dir> instead
 * of the current one.
 */
import { checkContent, verdictLines } from "../lib/content/check";

const check = checkContent(process.argv[2] ?? process.cwd());
const lines = verdictLines(check);
if (check.problems.length > 0) {
  for (const line of lines) console.error(line);
  process.exit(1);
}
for (const line of lines) console.info(line);
