/**
 * Where the editing screen saves (docs/editing.md), chosen by one switch, `EDIT_STORAGE`: `local`, `github`
 * or `cloud`. Imports nothing from Node: keystatic.config.ts runs on the server and in the editor's browser
 * (docs/decisions/hosted-editing.md).
 */
import type { Config } from "@keystatic/core";

export type EditEnv = Record<string, string | undefined>;

const EDIT_STORAGE_KINDS = ["local", "github", "cloud"] as const;
export type EditStorageKind = (typeof EDIT_STORAGE_KINDS)[number];

export type EditStorage =
  | { kind: "local" }
  /** `appSlug`: the GitHub app's name in its address (github.com/apps/<slug>), for the screen's install links. */
  | { kind: "github"; repo: { owner: string; name: string }; appSlug: string | undefined }
  | { kind: "cloud"; project: string };

/** The variables the editor's browser needs as well: public names, never a secret. */
export const SCREEN_VARIABLES = [
  "EDIT_STORAGE",
  "KEYSTATIC_GITHUB_REPO",
  "KEYSTATIC_CLOUD_PROJECT",
  "PUBLIC_KEYSTATIC_GITHUB_APP_SLUG",
] as const;

/** Where the page's copy of SCREEN_VARIABLES lives in the browser. */
const PAGE_GLOBAL = "wupEditScreenEnv";

/** GitHub's spelling of `owner/name`; Keystatic Cloud's of `team/project`. */
const GITHUB_REPO = /^([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)\/([A-Za-z0-9._-]+)$/;
const CLOUD_PROJECT = /^[A-Za-z0-9][A-Za-z0-9_-]*\/[A-Za-z0-9][A-Za-z0-9_-]*$/;

export class EditConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EditConfigError";
  }
}

/** A variable's value, trimmed; empty means unset. */
export function editVariable(env: EditEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** `EDIT_STORAGE`, `local` when unset; anything else stops with the values it may take. */
export function editStorageKind(env: EditEnv): EditStorageKind {
  const value = editVariable(env, "EDIT_STORAGE") ?? "local";
  const kind = EDIT_STORAGE_KINDS.find((known) => known === value.toLowerCase());
  if (kind === undefined)
    throw new EditConfigError(
      `EDIT_STORAGE=${JSON.stringify(value)} is not a storage of the editing screen: write local, github or cloud (or leave it unset for local)`,
    );
  return kind;
}

/** The message for a mode whose variables are missing, naming each with what to write there. */
export function missingMessage(kind: EditStorageKind, missing: string[]): string {
  return `EDIT_STORAGE=${kind} needs ${missing.join(", ")}: set ${missing.length === 1 ? "it" : "them"} in the environment or .env (.env.example, docs/editing.md "Hosted editing")`;
}

/**
 * The storage `env` selects. Throws an EditConfigError naming what is missing or malformed:
 * `github` needs KEYSTATIC_GITHUB_REPO (owner/name), `cloud` needs KEYSTATIC_CLOUD_PROJECT
 * (team/project). The GitHub app's own variables are the server's to check (server-settings.ts).
 */
export function editStorage(env: EditEnv): EditStorage {
  const kind = editStorageKind(env);
  switch (kind) {
    case "local":
      return { kind };
    case "github": {
      const repo = editVariable(env, "KEYSTATIC_GITHUB_REPO");
      if (repo === undefined)
        throw new EditConfigError(missingMessage(kind, ["KEYSTATIC_GITHUB_REPO (owner/name)"]));
      const [, owner, name] = GITHUB_REPO.exec(repo) ?? [];
      if (owner === undefined || name === undefined)
        throw new EditConfigError(
          `KEYSTATIC_GITHUB_REPO=${JSON.stringify(repo)} is not a GitHub repository: write owner/name, e.g. worldurbanparks/website`,
        );
      return { kind, repo: { owner, name }, appSlug: editVariable(env, "PUBLIC_KEYSTATIC_GITHUB_APP_SLUG") };
    }
    case "cloud": {
      const project = editVariable(env, "KEYSTATIC_CLOUD_PROJECT");
      if (project === undefined)
        throw new EditConfigError(missingMessage(kind, ["KEYSTATIC_CLOUD_PROJECT (team/project)"]));
      if (!CLOUD_PROJECT.test(project))
        throw new EditConfigError(
          `KEYSTATIC_CLOUD_PROJECT=${JSON.stringify(project)} is not a Keystatic Cloud project: write team/project, as keystatic.cloud shows it`,
        );
      return { kind, project };
    }
  }
}

/** The storage in Keystatic's own terms, for keystatic.config.ts. */
export function keystaticStorage(storage: EditStorage): Pick<Config, "storage" | "cloud"> {
  switch (storage.kind) {
    case "local":
      return { storage: { kind: "local" } };
    case "github":
      return { storage: { kind: "github", repo: storage.repo } };
    case "cloud":
      return { storage: { kind: "cloud" }, cloud: { project: storage.project } };
  }
}

/** The screen's variables out of `env`, unset ones left out. */
function screenEnv(env: EditEnv): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of SCREEN_VARIABLES) {
    const value = editVariable(env, name);
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}

/** The inline script the gate writes at the top of the screen's page, before its modules run. */
export function screenEnvScript(env: EditEnv): string {
  // Only "<" could end the script early; JSON's "\u003c" reads back as the same character.
  const json = JSON.stringify(screenEnv(env)).replaceAll("<", "\\u003c");
  return `globalThis.${PAGE_GLOBAL}=${json};`;
}

/** The page's copy of the screen's variables (none when the gate wrote no script: local mode). */
function pageEnv(): EditEnv {
  const value: unknown = (globalThis as Record<string, unknown>)[PAGE_GLOBAL];
  if (typeof value !== "object" || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/**
 * The variables on this side: the server's environment (loaded from .env by the editing server's
 * entry points, lib/edit/edit-env.ts), or in the browser the page's copy.
 */
export function currentEditEnv(): EditEnv {
  return typeof window === "undefined" ? process.env : pageEnv();
}
