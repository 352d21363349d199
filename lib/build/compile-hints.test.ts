import { existsSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { COMPILE_HINT, compileHints, FIRST_OPEN_FILES } from "./compile-hints";

const ROOT = path.resolve(import.meta.dirname, "../..");

const chunk = (code: string, ...moduleIds: string[]) => ({ type: "chunk" as const, code, moduleIds });

describe("compileHints", () => {
  it("names files that exist, so a move cannot drop a dialog's hint unnoticed", () => {
    expect(FIRST_OPEN_FILES.filter((file) => !existsSync(path.join(ROOT, file)))).toEqual([]);
  });

  it("marks the chunks a dialog's first open runs, once, and leaves the rest", () => {
    const bundle = {
      "dialog.js": chunk(
        "import a;",
        "/repo/node_modules/@radix-ui/react-dialog/dist/index.mjs",
        "/repo/src/components/ui/dialog.tsx",
      ),
      "winner.js": chunk("export const w=1;", "/repo/src/components/awards/winners/winner-detail-dialog.tsx"),
      "search.js": chunk("export const s=1;", "/repo/src/components/search/search-dialog.tsx"),
      "react.js": chunk("export const r=1;", "/repo/node_modules/react-dom/cjs/react-dom.production.js"),
      "card.js": chunk(
        "export const c=1;",
        "/repo/src/components/awards/winners/winner-detail-card.island.tsx",
      ),
      "style.css": { type: "asset" as const },
    };
    const plugin = compileHints();
    plugin.generateBundle(undefined, bundle);
    plugin.generateBundle(undefined, bundle);
    expect(bundle["dialog.js"].code).toBe(`${COMPILE_HINT}\nimport a;`);
    expect(bundle["winner.js"].code.startsWith(`${COMPILE_HINT}\nexport`)).toBe(true);
    expect(bundle["search.js"].code.startsWith(`${COMPILE_HINT}\nexport`)).toBe(true);
    expect(bundle["react.js"].code).toBe("export const r=1;");
    expect(bundle["card.js"].code).toBe("export const c=1;");
  });
});
