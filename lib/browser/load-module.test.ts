import { afterEach, describe, expect, it, vi } from "vitest";

import { loadModule } from "./load-module";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("loadModule", () => {
  it("adds one module script for the URL to the head, fetched at low priority", () => {
    // Kept from the document: jsdom would try to load the file.
    const append = vi.spyOn(document.head, "append").mockImplementation(() => undefined);
    loadModule("/_astro/deferred-behaviour.Ab12.js");
    expect(append).toHaveBeenCalledTimes(1);
    const [script] = append.mock.calls[0] ?? [];
    if (!(script instanceof HTMLScriptElement)) throw new Error("loadModule did not add a script");
    expect(script.getAttribute("src")).toBe("/_astro/deferred-behaviour.Ab12.js");
    expect(script.type).toBe("module");
    expect(script.getAttribute("fetchpriority")).toBe("low");
  });
});
