/**
 * The editing server's settings (`npm run edit:start`, scripts/edit-server.ts), checked before it listens,
 * each problem named with the variable to set. Pure: takes the variables, returns the settings or throws
 * (docs/decisions/hosted-editing.md).
 */
import { editPort } from "./port";
import {
  EditConfigError,
  editStorage,
  editStorageKind,
  editVariable,
  missingMessage,
  type EditEnv,
  type EditStorage,
  type EditStorageKind,
} from "./storage";

/** The names local mode may listen on: this computer only. */
const LOOPBACK_HOSTS = ["127.0.0.1", "localhost"] as const;
const DEFAULT_EDIT_HOST = "127.0.0.1";
/** Keystatic derives its cookies' key from KEYSTATIC_SECRET and refuses a shorter one. */
const MIN_KEYSTATIC_SECRET_LENGTH = 32;

/** What each hosted mode needs besides EDIT_STORAGE, with what to write there. */
const REQUIRED: Record<Exclude<EditStorageKind, "local">, Record<string, string>> = {
  github: {
    KEYSTATIC_GITHUB_REPO: "owner/name",
    KEYSTATIC_GITHUB_CLIENT_ID: "the GitHub app's client ID",
    KEYSTATIC_GITHUB_CLIENT_SECRET: "the GitHub app's client secret",
    KEYSTATIC_SECRET: `${MIN_KEYSTATIC_SECRET_LENGTH} or more random characters`,
    EDIT_SITE_URL: "the editing server's https address",
  },
  cloud: {
    KEYSTATIC_CLOUD_PROJECT: "team/project",
    EDIT_SITE_URL: "the editing server's https address",
  },
};

export type EditServerSettings = {
  storage: EditStorage;
  /** The address it listens on. */
  host: string;
  port: number;
  /** Hosted modes: the only origin it answers to (EDIT_SITE_URL's). Local mode: its own loopback address. */
  publicOrigin: string | undefined;
};

/** Whether `host` is this computer only. */
function isLoopbackHost(host: string): boolean {
  return (LOOPBACK_HOSTS as readonly string[]).includes(host.toLowerCase());
}

/** `EDIT_HOST` (127.0.0.1 by default); in local mode anything but this computer is refused, saying why. */
export function editHost(env: EditEnv, kind: EditStorageKind): string {
  const host = editVariable(env, "EDIT_HOST") ?? DEFAULT_EDIT_HOST;
  if (kind === "local" && !isLoopbackHost(host))
    throw new EditConfigError(
      `EDIT_HOST=${host} is refused in local mode: the editing screen then writes this computer's files, guarded by the key it prints and nothing else, so it listens on this computer only (${LOOPBACK_HOSTS.join(" or ")}). To edit from other computers, run it in GitHub or Cloud mode (EDIT_STORAGE=github or cloud, docs/editing.md "Hosted editing"), where everyone signs in.`,
    );
  return host;
}

/**
 * EDIT_SITE_URL's origin: https, or http on this computer (to try the server out before its
 * proxy exists). Keystatic sends GitHub back to this address after sign-in.
 */
export function publicOrigin(value: string): string {
  const fail = (why: string) =>
    new EditConfigError(
      `EDIT_SITE_URL=${JSON.stringify(value)} ${why}, e.g. https://edit.worldurbanparks.org`,
    );
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw fail("is not an address");
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && isLoopbackHost(url.hostname)))
    throw fail("must be an https address (http only for 127.0.0.1 or localhost)");
  if (url.username || url.password || url.search || url.hash || url.pathname !== "/")
    throw fail("must be the server's origin alone, with no path, query or user name");
  return url.origin;
}

/** The editing server's settings from its variables; throws an EditConfigError naming every missing one. */
export function editServerSettings(env: EditEnv): EditServerSettings {
  const kind = editStorageKind(env);
  const host = editHost(env, kind);
  const port = editPort(editVariable(env, "EDIT_PORT"));
  if (kind === "local") return { storage: editStorage(env), host, port, publicOrigin: undefined };

  const required = REQUIRED[kind];
  const missing = Object.keys(required).filter((name) => editVariable(env, name) === undefined);
  if (missing.length)
    throw new EditConfigError(
      missingMessage(
        kind,
        missing.map((name) => `${name} (${required[name]})`),
      ),
    );
  const secret = editVariable(env, "KEYSTATIC_SECRET");
  if (kind === "github" && secret !== undefined && secret.length < MIN_KEYSTATIC_SECRET_LENGTH)
    throw new EditConfigError(
      `KEYSTATIC_SECRET is ${secret.length} characters long: Keystatic needs ${MIN_KEYSTATIC_SECRET_LENGTH} or more (e.g. openssl rand -hex 32)`,
    );
  const site = editVariable(env, "EDIT_SITE_URL") ?? "";
  return { storage: editStorage(env), host, port, publicOrigin: publicOrigin(site) };
}
