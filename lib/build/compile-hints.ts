/**
 * V8's explicit compile hint (Chrome 136+), `//# allFunctionsCalledOnLoad`, written at the top of the
 * chunks a dialog's first open runs, so their functions compile as they load, off the main thread
 * (docs/decisions/dialogs-ready-before-the-click.md).
 */

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * The modules whose chunks a dialog's first open runs, as repository paths (a test checks they
 * exist): the site's dialog and the dialogs on it.
 */
export const FIRST_OPEN_FILES = [
  "src/components/ui/dialog.tsx",
  "src/components/awards/winners/winner-detail-dialog.tsx",
  "src/components/search/search-dialog.tsx",
] as const;
const isFirstOpenModule = (id: string) => FIRST_OPEN_FILES.some((file) => id.endsWith(`/${file}`));

/** What the hook reads of Rollup's output (a chunk's code and modules; assets have neither). */
type OutputFile = { type: "chunk"; code: string; moduleIds: readonly string[] } | { type: "asset" };

/** A Vite plugin (build only) that writes the hint at the top of the first-open chunks. */
export function compileHints() {
  return {
    name: "compile-hints",
    apply: "build" as const,
    // After minification (renderChunk), which would drop the comment.
    generateBundle(_options: unknown, bundle: Record<string, OutputFile>) {
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk" || !file.moduleIds.some(isFirstOpenModule)) continue;
        if (!file.code.startsWith(COMPILE_HINT)) file.code = `${COMPILE_HINT}\n${file.code}`;
      }
    },
  };
}
