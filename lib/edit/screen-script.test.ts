import { describe, expect, it } from "vitest";

import config from "@/keystatic.config";

import { screenPaths, screenScript } from "./screen-script";

describe("the editing screen's own script", () => {
  it("knows each collection's folder and each singleton's file from the Keystatic config", () => {
    const paths = screenPaths(config);
    expect(paths.collections.board).toBe("content/board/");
    expect(paths.collections.symposia).toBe("content/events/symposium/");
    expect(paths.singletons.contacts).toBe("content/contacts/contacts");
  });

  it("is one self-contained call that cannot end its inline <script> early", () => {
    const script = screenScript({
      collections: { x: "content/x</script><script>alert(1)//" },
      singletons: {},
    });
    expect(script).not.toMatch(/<\/script/i);
    expect(script).toMatch(/^\(function installScreenGuards\(/);
    expect(() => new Function(script)).not.toThrow();
  });
});
