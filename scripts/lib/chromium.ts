import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome-stable",
  "/usr/bin/google-chrome",
];

/** Flags that keep Debian's Chromium quiet and stable in containers and CI. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

function isRootOnDebian(): boolean {
  return process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
}

/**
 * The system Chromium the tests drive: $CHROME_PATH, then the usual Debian paths. When none is
 * there and we run as root on Debian, installs Debian's `chromium` with apt-get; otherwise fails
 * with a one-line instruction. Never downloads a browser of its own.
 */
export function findChromium(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH points to ${fromEnv}, which does not exist.`);
  }
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (found) return found;
  if (isRootOnDebian()) {
    console.log("Chromium not found: installing Debian's chromium package with apt-get …");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
      stdio: "inherit",
    });
    if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  }
  throw new Error(
    "No Chromium found: install it (Debian: `sudo apt-get install chromium`) or set CHROME_PATH to its binary.",
  );
}
