// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { DEFAULT_SITE_URL, DEFAULT_WP_API_BASE } from "./env-defaults";
import { ConfigError, configEnv, loadConfig } from "./config";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "wup-config-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const writeEnvFile = (text: string, name = ".env") => writeFileSync(path.join(dir, name), text);

describe("loadConfig", () => {
  it("uses the defaults when neither the environment nor .env sets a variable", () => {
    expect(loadConfig({ dir, env: {} })).toEqual({
      wpApiBase: DEFAULT_WP_API_BASE,
      siteUrl: DEFAULT_SITE_URL,
      gaMeasurementId: "",
      siteDate: "",
    });
  });

  it("reads .env when the environment does not set the variable", () => {
    writeEnvFile("WP_API_BASE=http://127.0.0.1:4411\nGA_MEASUREMENT_ID=G-TEST12345\n# a comment\n");
    expect(loadConfig({ dir, env: {} })).toEqual({
      wpApiBase: "http://127.0.0.1:4411",
      siteUrl: DEFAULT_SITE_URL,
      gaMeasurementId: "G-TEST12345",
      siteDate: "",
    });
  });

  it("lets the environment win over .env, even when it sets a variable to empty", () => {
    writeEnvFile("WP_API_BASE=http://127.0.0.1:4411\nGA_MEASUREMENT_ID=G-TEST12345\n");
    const config = loadConfig({
      dir,
      env: { WP_API_BASE: "https://blog.example.org", GA_MEASUREMENT_ID: "" },
    });
    expect(config.wpApiBase).toBe("https://blog.example.org");
    expect(config.gaMeasurementId).toBe("");
  });

  it("falls back to the default for an empty URL, as the build always has", () => {
    expect(loadConfig({ dir, env: { WP_API_BASE: "", SITE_URL: "" } }).siteUrl).toBe(DEFAULT_SITE_URL);
  });

  it("takes caller defaults (npm start: the sample feed) under anything configured", () => {
    const sample = { WP_API_BASE: "http://127.0.0.1:4010" };
    expect(loadConfig({ dir, env: {}, defaults: sample }).wpApiBase).toBe("http://127.0.0.1:4010");
    expect(loadConfig({ dir, env: { WP_API_BASE: "" }, defaults: sample }).wpApiBase).toBe(
      "http://127.0.0.1:4010",
    );
    writeEnvFile("WP_API_BASE=https://blog.example.org\n");
    expect(loadConfig({ dir, env: {}, defaults: sample }).wpApiBase).toBe("https://blog.example.org");
  });

  it("trims trailing slashes and surrounding spaces", () => {
    const config = loadConfig({
      dir,
      env: { WP_API_BASE: " https://example.org/blog/// ", SITE_URL: "https://example.org/" },
    });
    expect(config.wpApiBase).toBe("https://example.org/blog");
    expect(config.siteUrl).toBe("https://example.org");
  });

  it.each([
    ["WP_API_BASE", "worldurbanparks.org/blog"],
    ["WP_API_BASE", "ftp://example.org"],
    ["WP_API_BASE", "javascript:alert(1)"],
    ["WP_API_BASE", "https://user:secret@example.org"],
    ["SITE_URL", "https://example.org/?q=1"],
    ["SITE_URL", "https://example.org/#top"],
    ["SITE_URL", "not a url"],
    ["GA_MEASUREMENT_ID", "UA-123-1"],
    ["GA_MEASUREMENT_ID", "G-1'};alert(1)//"],
    ["SITE_DATE", "1 June 2025"],
    ["SITE_DATE", "2025-02-30"],
    ["SITE_DATE", "2025-06-01T00:00"],
  ])("fails with a message naming the variable when %s is %j", (name, value) => {
    expect(() => loadConfig({ dir, env: { [name]: value } })).toThrow(ConfigError);
    expect(() => loadConfig({ dir, env: { [name]: value } })).toThrow(name);
  });

  it("takes SITE_DATE as a calendar day", () => {
    expect(loadConfig({ dir, env: { SITE_DATE: " 2025-06-01 " } }).siteDate).toBe("2025-06-01");
  });

  it("names .env in the message when the bad value comes from it", () => {
    writeEnvFile("SITE_URL=example.org\n");
    expect(() => loadConfig({ dir, env: {} })).toThrow(/SITE_URL.*\.env/);
  });

  it.each([".env.local", ".env.production", ".env.production.local"])(
    "refuses %s setting a variable, which the framework would read but the post-build steps would not",
    (name) => {
      writeEnvFile("WP_API_BASE=https://blog.example.org\n", name);
      expect(() => loadConfig({ dir, env: {} })).toThrow(name);
    },
  );

  it("ignores other variables in .env.local", () => {
    writeEnvFile("UNRELATED=1\n", ".env.local");
    expect(loadConfig({ dir, env: {} }).wpApiBase).toBe(DEFAULT_WP_API_BASE);
  });
});

describe("configEnv", () => {
  it("gives the configuration back as its environment variables", () => {
    expect(
      configEnv({
        wpApiBase: "https://b.example",
        siteUrl: "https://s.example",
        gaMeasurementId: "",
        siteDate: "2025-06-01",
      }),
    ).toEqual({
      WP_API_BASE: "https://b.example",
      SITE_URL: "https://s.example",
      GA_MEASUREMENT_ID: "",
      SITE_DATE: "2025-06-01",
    });
  });
});
