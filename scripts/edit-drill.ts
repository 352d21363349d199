/**
 * `npm run edit-drill`: proves that content belongs to the editor. It makes the ordinary edits of
 * scripts/lib/ordinary-edits.ts in a copy of the repository, then runs the content check, every unit test
 * and, with --e2e, the specs of the pages they touch; --keep keeps the copy (docs/decisions/edit-drill.md).
 */
import { execFileSync } from "node:child_process";
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

import { ORDINARY_EDITS } from "./lib/ordinary-edits";
import { quietEnv, run } from "./lib/run";

/** The end-to-end specs of the pages each content folder feeds. */
const SPECS_BY_FOLDER: Record<string, readonly string[]> = {
  "content/plans": ["membership.spec.ts", "membership-plans.spec.ts", "organizational-membership.spec.ts"],
  "content/board": ["board.spec.ts", "governance.spec.ts"],
  "content/staff": ["staff.spec.ts"],
  "content/judges": ["judges.spec.ts"],
  "content/library": ["digital-library.spec.ts"],
  "content/regions": ["regions.spec.ts", "home.spec.ts"],
  "content/partners": ["partners.spec.ts"],
  "content/winners": ["winners.spec.ts", "names.spec.ts", "awards.spec.ts"],
  "content/chairs-award": ["chairs-award.spec.ts", "names.spec.ts"],
  "content/programme": ["symposium-program.spec.ts", "names.spec.ts"],
  "content/committees": ["committees.spec.ts", "governance.spec.ts"],
  "content/events": [
    "home.spec.ts",
    "events-past.spec.ts",
    "symposium.spec.ts",
    "awards.spec.ts",
    "awards-edition.spec.ts",
    "parks-week.spec.ts",
    "calendar.spec.ts",
  ],
};

const args = new Set(process.argv.slice(2));
const withE2e = args.has("--e2e");
const keep = args.has("--keep");
const root = resolve(import.meta.dirname, "..");
const today = process.env.SITE_DATE || new Date().toISOString().slice(0, 10);

const copy = mkdtempSync(join(tmpdir(), "wup-edit-drill-"));
// mkdtemp's folder is the owner's alone; nginx's workers in the end-to-end run must read out/ in it.
chmodSync(copy, 0o755);
const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\0")
  .filter((file) => file !== "" && file !== "node_modules");
for (const file of files) {
  mkdirSync(dirname(join(copy, file)), { recursive: true });
  try {
    cpSync(join(root, file), join(copy, file));
  } catch {
    // A file git still lists but the work tree has deleted.
  }
}
symlinkSync(join(root, "node_modules"), join(copy, "node_modules"));

console.log(`Edit drill in ${copy}, as of ${today}:`);
const touched = new Set<string>();
for (const edit of ORDINARY_EDITS) {
  const changed = edit.apply(copy, today);
  console.log(`  - ${edit.name}: ${changed.join(", ") || "nothing to change"}`);
  for (const file of changed) touched.add(file);
}

const env = quietEnv({
  // Ports of its own, so the drill can run beside `npm test`'s end-to-end run.
  E2E_PORT: "3120",
  E2E_FEED_PORT: "4130",
  E2E_NGINX_PORT: "3320",
  E2E_LIVE_PORT: "3170",
});
const steps: { name: string; code: number }[] = [];
const step = async (name: string, command: string, commandArgs: string[]) => {
  console.log(`\nEdit drill: ${name}`);
  steps.push({ name, code: await run(command, commandArgs, { cwd: copy, env }) });
};

await step("content check", "npx", ["tsx", "scripts/check-content.ts"]);
await step("unit tests", "npx", ["vitest", "run", "--reporter=dot"]);
if (withE2e) {
  const specs = [
    ...new Set(
      [...touched].flatMap((file) =>
        Object.entries(SPECS_BY_FOLDER)
          .filter(([folder]) => file.startsWith(`${folder}/`))
          .flatMap(([, folderSpecs]) => folderSpecs),
      ),
    ),
  ].map((spec) => `e2e/${spec}`);
  await step(`end-to-end specs (${specs.length})`, "npx", ["tsx", "scripts/e2e.ts", ...specs]);
}

if (keep) console.log(`\nThe copy stays in ${copy}`);
else rmSync(copy, { recursive: true, force: true });
const failed = steps.filter(({ code }) => code !== 0);
console.log(
  `\nEdit drill: ${steps.length - failed.length} of ${steps.length} passed` +
    (failed.length ? `; failed: ${failed.map(({ name }) => name).join(", ")}` : ""),
);
process.exit(failed.length ? 1 : 0);
