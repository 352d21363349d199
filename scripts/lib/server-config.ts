/**
 * Where `npm start` and `npm run serve` listen: HOST (127.0.0.1: this machine only), PORT (3000) and, for `npm start`,
 * the sample feed's FEED_PORT (4010). An empty value means the default; a bad one stops the script with one line
 * naming it (docs/decisions/serving-hardening.md).
 */
import { isIP } from "node:net";

import { ConfigError } from "../../lib/config";

const DEFAULT_HOST = "127.0.0.1";
const DEFAULT_PORT = 3000;
const DEFAULT_FEED_PORT = 4010;
/** The sample feed listens on this machine only: the site's pages ask it from the same machine. */
export const SAMPLE_FEED_HOST = "127.0.0.1";

type Environment = Record<string, string | undefined>;

export type ListenAddress = { host: string; port: number };

const HOST_NAME =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

function port(env: Environment, name: string, fallback: number): number {
  const value = env[name]?.trim() ?? "";
  if (!value) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < 1 || number > 65_535)
    throw new ConfigError(
      `${name}=${JSON.stringify(value)} is not a port number: give a whole number from 1 to 65535, e.g. ${fallback}`,
    );
  return number;
}

/** HOST and PORT: where the site is served. */
export function listenAddress(env: Environment = process.env): ListenAddress {
  const host = env.HOST?.trim() || DEFAULT_HOST;
  if (!isIP(host) && !HOST_NAME.test(host))
    throw new ConfigError(
      `HOST=${JSON.stringify(host)} is not a host name or IP address: give the address to listen on, e.g. 127.0.0.1 (this machine only) or 0.0.0.0 (every network)`,
    );
  return { host, port: port(env, "PORT", DEFAULT_PORT) };
}

/** FEED_PORT: where `npm start` serves the sample feed, never the site's own port. */
export function sampleFeedPort(env: Environment = process.env, sitePort = listenAddress(env).port): number {
  const feedPort = port(env, "FEED_PORT", DEFAULT_FEED_PORT);
  if (feedPort === sitePort)
    throw new ConfigError(
      `FEED_PORT=${feedPort} is the site's port (PORT) too: give the sample feed a port of its own, e.g. ${DEFAULT_FEED_PORT}`,
    );
  return feedPort;
}

/** The sample feed's origin on a port: what the build's WP_API_BASE is when it reads the sample feed. */
export const sampleFeedOrigin = (feedPort: number) => `http://${SAMPLE_FEED_HOST}:${feedPort}`;

/** The site's address for a person to open: a wildcard address is reached as localhost. */
export function siteUrl({ host, port: sitePort }: ListenAddress): string {
  if (host === "0.0.0.0" || host === "::") return `http://localhost:${sitePort}`;
  return `http://${isIP(host) === 6 ? `[${host}]` : host}:${sitePort}`;
}

/** Runs `read`; a ConfigError stops the script with its message and exit code 1. */
export function orExit<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
}
