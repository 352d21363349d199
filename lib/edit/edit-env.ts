/**
 * The editing server's variables, each from the environment or else from `.env` (as lib/config.ts reads the
 * build's), copied into the process's environment by the entry points. Node-only: the browser gets its few
 * from the page (docs/decisions/hosted-editing.md).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";

import { ENV_FILE } from "../config";

import type { EditEnv } from "./storage";

/** Every variable of the editing server (.env.example, docs/editing.md). */
export const EDIT_VARIABLES = [
  "EDIT_STORAGE",
  "EDIT_HOST",
  "EDIT_PORT",
  "EDIT_SITE_URL",
  "EDIT_TOKEN",
  "KEYSTATIC_GITHUB_REPO",
  "KEYSTATIC_GITHUB_CLIENT_ID",
  "KEYSTATIC_GITHUB_CLIENT_SECRET",
  "KEYSTATIC_SECRET",
  "PUBLIC_KEYSTATIC_GITHUB_APP_SLUG",
  "KEYSTATIC_CLOUD_PROJECT",
] as const;

/** The editing server's variables: the environment's, then .env's for those the environment does not set. */
export function readEditEnv({
  dir = process.cwd(),
  env = process.env,
}: { dir?: string; env?: EditEnv } = {}): EditEnv {
  const file = path.join(dir, ENV_FILE);
  const fromFile: EditEnv = existsSync(file) ? parseEnv(readFileSync(file, "utf8")) : {};
  const merged: EditEnv = {};
  for (const name of EDIT_VARIABLES) {
    const value = env[name] ?? fromFile[name];
    if (value !== undefined) merged[name] = value;
  }
  return merged;
}

/** Copies .env's editing variables into this process's environment, where it does not set them. */
export function loadEditEnv(dir = process.cwd()): EditEnv {
  const merged = readEditEnv({ dir });
  for (const [name, value] of Object.entries(merged)) process.env[name] ??= value;
  return merged;
}
