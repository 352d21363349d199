/**
 * The build's configuration, read the same way by every build step: each variable from the environment or, when it
 * does not set it, from `.env`; trimmed and checked, so a bad value fails the build with one clear message. Node-only:
 * browser code reads the values the framework inlined, lib/env.ts (docs/decisions/one-build-configuration.md).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";

import { DEFAULT_SITE_URL, DEFAULT_WP_API_BASE } from "./env-defaults";

const CONFIG_VARIABLES = ["WP_API_BASE", "SITE_URL", "GA_MEASUREMENT_ID", "SITE_DATE"] as const;
export type ConfigVariable = (typeof CONFIG_VARIABLES)[number];

export type SiteConfig = {
  /** WordPress site the feeds read, without a trailing slash. */
  wpApiBase: string;
  /** Origin of canonical URLs, Open Graph and the sitemap, without a trailing slash. */
  siteUrl: string;
  /** Google Analytics 4 measurement id; empty means no analytics. */
  gaMeasurementId: string;
  /**
   * The date the site is built "as of" (YYYY-MM-DD), pinned for pages and browsers alike, to preview
   * or test the events' states on a given day; empty means the build's own date, which the browser
   * moves forward to its own (lib/as-of.ts).
   */
  siteDate: string;
};

/** The configuration file this project reads, next to package.json. */
export const ENV_FILE = ".env";

/**
 * Files the framework (Astro's Vite) also reads at build time but the post-build steps do
 * not: a variable set there would reach the page's scripts and not its CSP, so it is refused.
 */
const FRAMEWORK_ONLY_ENV_FILES = [".env.local", ".env.production", ".env.production.local"] as const;

const GA_MEASUREMENT_ID_PATTERN = /^G-[A-Z0-9]+$/;

/** A real calendar day written YYYY-MM-DD (no 2025-02-30). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

type Source = Partial<Record<ConfigVariable, string>>;
type Environment = Record<string, string | undefined>;

export type LoadConfigOptions = {
  /** Directory holding `.env` (the working directory by default). */
  dir?: string;
  /** The environment (process.env by default). */
  env?: Environment;
  /** Values used when neither the environment nor `.env` sets one (before the site's defaults). */
  defaults?: Source;
};

function readEnvFile(file: string): Source {
  if (!existsSync(file)) return {};
  const parsed = parseEnv(readFileSync(file, "utf8"));
  const source: Source = {};
  for (const name of CONFIG_VARIABLES) {
    const value = parsed[name];
    if (value !== undefined) source[name] = value;
  }
  return source;
}

function httpUrl(name: ConfigVariable, value: string, origin: string): string {
  const trimmed = value.replace(/\/+$/, "");
  const fail = (why: string) =>
    new ConfigError(`${name}=${JSON.stringify(value)} (from ${origin}) ${why}, e.g. https://example.org`);
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw fail("is not a URL: give an absolute http(s) URL");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw fail("must be an http(s) URL");
  if (url.username || url.password) throw fail("must not carry a user name or password");
  if (url.search || url.hash || trimmed.includes("?") || trimmed.includes("#"))
    throw fail("must not carry a query or a fragment");
  return trimmed;
}

/** Reads, merges and checks the configuration; throws a ConfigError naming the bad variable. */
export function loadConfig({
  dir = process.cwd(),
  env = process.env,
  defaults = {},
}: LoadConfigOptions = {}): SiteConfig {
  for (const name of FRAMEWORK_ONLY_ENV_FILES) {
    const set = Object.keys(readEnvFile(path.join(dir, name)));
    if (set.length)
      throw new ConfigError(
        `${name} sets ${set.join(", ")}: the framework would read it but the post-build steps (the CSP) would not. Put it in ${ENV_FILE} or the environment.`,
      );
  }
  const file = readEnvFile(path.join(dir, ENV_FILE));
  /** The configured value (environment, then .env); an empty one means the default. */
  const read = (name: ConfigVariable, siteDefault = ""): { value: string; origin: string } => {
    const fromEnv = env[name];
    const configured =
      fromEnv !== undefined
        ? { value: fromEnv.trim(), origin: "the environment" }
        : { value: file[name]?.trim() ?? "", origin: ENV_FILE };
    return configured.value ? configured : { value: defaults[name] || siteDefault, origin: "the defaults" };
  };

  const wpApiBase = read("WP_API_BASE", DEFAULT_WP_API_BASE);
  const siteUrl = read("SITE_URL", DEFAULT_SITE_URL);
  const ga = read("GA_MEASUREMENT_ID");
  if (ga.value && !GA_MEASUREMENT_ID_PATTERN.test(ga.value))
    throw new ConfigError(
      `GA_MEASUREMENT_ID=${JSON.stringify(ga.value)} (from ${ga.origin}) is not a Google Analytics 4 measurement id (G-XXXXXXXXXX); leave it empty for no analytics`,
    );
  const siteDate = read("SITE_DATE");
  if (siteDate.value && !isCalendarDate(siteDate.value))
    throw new ConfigError(
      `SITE_DATE=${JSON.stringify(siteDate.value)} (from ${siteDate.origin}) is not a date written YYYY-MM-DD, e.g. 2025-06-01; leave it empty for the build's own date`,
    );
  return {
    wpApiBase: httpUrl("WP_API_BASE", wpApiBase.value, wpApiBase.origin),
    siteUrl: httpUrl("SITE_URL", siteUrl.value, siteUrl.origin),
    gaMeasurementId: ga.value,
    siteDate: siteDate.value,
  };
}

/** The configuration as environment variables, for the processes a build step starts. */
export function configEnv(config: SiteConfig): Record<ConfigVariable, string> {
  return {
    WP_API_BASE: config.wpApiBase,
    SITE_URL: config.siteUrl,
    GA_MEASUREMENT_ID: config.gaMeasurementId,
    SITE_DATE: config.siteDate,
  };
}
