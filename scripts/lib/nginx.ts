import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx", "/usr/local/bin/nginx"];

function isRootOnDebian(): boolean {
  return process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
}

/**
 * Debian's nginx for the production-config end-to-end run: $NGINX_PATH, then the usual paths.
 * When there is none and we run as root on Debian, installs it with apt-get; otherwise fails with
 * a one-line instruction.
 */
export function findNginx(): string {
  const found = [process.env.NGINX_PATH, ...CANDIDATES].find(
    (candidate) => candidate && existsSync(candidate),
  );
  if (found) return found;
  if (isRootOnDebian()) {
    execSync(
      "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx",
      {
        stdio: "inherit",
        shell: "/bin/bash",
      },
    );
    const installed = CANDIDATES.find((candidate) => existsSync(candidate));
    if (installed) return installed;
  }
  throw new Error("nginx not found: run `sudo apt-get install -y nginx` (or set NGINX_PATH) and try again.");
}
