import { existsSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { sharedChunkOf, UI_CHUNK_FILES } from "./shared-chunks";

const ROOT = path.resolve(import.meta.dirname, "../..");

describe("sharedChunkOf", () => {
  it("names files that exist, so a move cannot drop one from the chunk unnoticed", () => {
    expect(UI_CHUNK_FILES.filter((file) => !existsSync(path.join(ROOT, file)))).toEqual([]);
  });

  it("puts React in one chunk, the helpers every island uses in another, and leaves the rest", () => {
    expect(sharedChunkOf("/repo/node_modules/react-dom/cjs/react-dom-client.production.js")).toBe("react");
    expect(sharedChunkOf("/repo/node_modules/@astrojs/react/dist/client.js")).toBe("react");
    expect(sharedChunkOf("/repo/node_modules/clsx/dist/clsx.mjs")).toBe("ui");
    expect(sharedChunkOf("/repo/node_modules/lucide-react/dist/esm/createLucideIcon.js")).toBe("ui");
    expect(sharedChunkOf("/repo/src/components/ui/button.tsx")).toBe("ui");
    expect(sharedChunkOf("/repo/src/hooks/use-is-hydrated.ts")).toBe("ui");
    expect(sharedChunkOf("/repo/src/components/ui/dialog.tsx")).toBeUndefined();
    expect(sharedChunkOf("/repo/node_modules/lucide-react/dist/esm/icons/x.js")).toBeUndefined();
  });
});
