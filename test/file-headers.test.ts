/**
 * File headers stay short and point at a decision record that exists; every record is in the index
 * (docs/decisions/README.md, "To add a decision").
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const MAX_HEADER_LINES = 5;
const SOURCE = /\.(ts|tsx|mts|astro|mjs|cjs|js)$/;

/**
 * Every file of the work tree but what is installed or generated (the .gitignore folders), as repository
 * paths. It walks the tree rather than asking git: the edit drill runs this test in a copy without git.
 */
const GENERATED = new Set([
  ".git",
  "node_modules",
  "out",
  "out-noscript",
  "out-live",
  "test-results",
  "playwright-report",
  "coverage",
  ".astro",
  "edit-server",
  ".cache",
  "bench/results",
  "public/generated",
]);
function filesUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return GENERATED.has(file) ? [] : filesUnder(file);
    return entry.isFile() ? [file] : [];
  });
}
const repositoryFiles = filesUnder("");

/** How many comment lines open the file, before its first line of code (inside an .astro file's frontmatter). */
function headerLines(source: string, isAstro: boolean): number {
  const lines = source.split("\n");
  let index = isAstro && lines[0]?.trim() === "---" ? 1 : 0;
  let count = 0;
  let inBlock = false;
  for (; index < lines.length; index++) {
    const line = lines[index]!.trim();
    if (inBlock) {
      count++;
      if (line.includes("*/")) inBlock = false;
    } else if (line.startsWith("//")) {
      count++;
    } else if (line.startsWith("/*")) {
      count++;
      inBlock = !line.slice(2).includes("*/");
    } else {
      break;
    }
  }
  return count;
}

describe("headerLines", () => {
  it("counts a block comment's lines, line comments and an .astro file's frontmatter comment", () => {
    expect(headerLines("/**\n * One.\n */\nexport {};", false)).toBe(3);
    expect(headerLines("// One.\n// Two.\nimport x from 'y';", false)).toBe(2);
    expect(headerLines("---\n// One.\nimport x from 'y';\n---", true)).toBe(1);
    expect(headerLines("/** One. */ export {};", false)).toBe(1);
    expect(headerLines("export {};\n// Not a header.", false)).toBe(0);
  });
});

describe("file headers", () => {
  const sources = repositoryFiles.filter((file) => SOURCE.test(file));

  it("are at most five lines", () => {
    const long = sources.filter(
      (file) =>
        headerLines(readFileSync(path.join(ROOT, file), "utf8"), file.endsWith(".astro")) > MAX_HEADER_LINES,
    );
    expect(long).toEqual([]);
  });

  it("link only decision records that exist", () => {
    const texts = repositoryFiles.filter((file) => SOURCE.test(file) || file.endsWith(".md"));
    const missing = texts.flatMap((file) =>
      [...readFileSync(path.join(ROOT, file), "utf8").matchAll(/docs\/decisions\/([\w.-]+\.md)/g)]
        .map((match) => match[0])
        .filter((record) => !existsSync(path.join(ROOT, record)))
        .map((record) => `${file} → ${record}`),
    );
    expect(missing).toEqual([]);
  });
});

describe("docs/decisions/README.md", () => {
  it("lists every decision record", () => {
    const index = readFileSync(path.join(ROOT, "docs/decisions/README.md"), "utf8");
    const records = readdirSync(path.join(ROOT, "docs/decisions")).filter(
      (file) => file.endsWith(".md") && file !== "README.md",
    );
    expect(records.filter((record) => !index.includes(`(${record})`))).toEqual([]);
  });
});
