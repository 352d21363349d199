import { afterEach, describe, expect, it } from "vitest";

import { loadModule } from "./load-module";

afterEach(() => {
  document.head.innerHTML = "";
});

describe("loadModule", () => {
  it("adds one module script for the URL, fetched at low priority", () => {
    loadModule("/_astro/after-first-paint.Ab12.js");
    const scripts = document.head.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute("src")).toBe("/_astro/after-first-paint.Ab12.js");
    expect(scripts[0]?.type).toBe("module");
    expect(scripts[0]?.getAttribute("fetchpriority")).toBe("low");
  });
});
