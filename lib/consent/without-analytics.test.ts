// @vitest-environment node
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

import type { AstroIntegration } from "astro";
import { afterEach, describe, expect, it, vi } from "vitest";

import { isConsentIslandFile, withoutAnalytics } from "./without-analytics";

type Hooks = AstroIntegration["hooks"];
type SetupHook = NonNullable<Hooks["astro:config:setup"]>;
type BuildDoneHook = NonNullable<Hooks["astro:build:done"]>;

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** The Vite plugins the integration adds, as the framework's config:setup hook would take them. */
async function pluginsAdded(measurementId: string) {
  const updateConfig = vi.fn();
  const setup = withoutAnalytics(measurementId).hooks["astro:config:setup"];
  await setup?.({ updateConfig } as unknown as Parameters<SetupHook>[0]);
  return updateConfig.mock.calls.flatMap(
    ([config]) => (config as { vite: { plugins: unknown[] } }).vite.plugins,
  );
}

/** Runs the build:done hook on an output folder holding analytics.js; says whether it is still there. */
async function keepsBootstrap(measurementId: string): Promise<boolean> {
  dir = mkdtempSync(path.join(tmpdir(), "wup-without-analytics-"));
  writeFileSync(path.join(dir, "analytics.js"), "// gtag bootstrap");
  const done = withoutAnalytics(measurementId).hooks["astro:build:done"];
  await done?.({ dir: pathToFileURL(`${dir}/`) } as unknown as Parameters<BuildDoneHook>[0]);
  return existsSync(path.join(dir, "analytics.js"));
}

describe("a build without an analytics id", () => {
  it("reads the files that place the consent islands as empty components, and nothing else", async () => {
    const [plugin] = (await pluginsAdded("")) as [{ load: (id: string) => string | null }];
    expect(plugin.load("/repo/src/components/consent/consent-banner-island.astro")).toBe("");
    expect(plugin.load("/repo/src/components/consent/analytics-choice-island.astro")).toBe("");
    expect(plugin.load("/repo/components/consent/consent-banner.tsx")).toBeNull();
    expect(plugin.load("/repo/src/components/site-header.astro")).toBeNull();
    expect(
      plugin.load("/repo/src/components/consent/consent-banner-island.astro?astro&type=style"),
    ).toBeNull();
  });

  it("takes the gtag bootstrap out of the output", async () => {
    expect(await keepsBootstrap("")).toBe(false);
  });
});

describe("a build with an analytics id", () => {
  it("is as it was: the islands and the bootstrap stay", async () => {
    expect(await pluginsAdded("G-TEST12345")).toEqual([]);
    expect(await keepsBootstrap("G-TEST12345")).toBe(true);
  });
});

it("knows the consent islands' files by name", () => {
  expect(isConsentIslandFile("/a/src/components/consent/consent-banner-island.astro")).toBe(true);
  expect(isConsentIslandFile("/a/src/components/consent/consent-banner.astro")).toBe(false);
});
