import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

/** deploy/nginx.conf loads it: Debian's libnginx-mod-http-brotli-static, for the build's .br copies. */
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const BROTLI_PACKAGE = "libnginx-mod-http-brotli-static";

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

/**
 * The brotli module deploy/nginx.conf loads. When it is missing and we run as root on Debian,
 * installs it with apt-get (it matches Debian's nginx); otherwise fails with the command to run.
 */
export function ensureBrotliModule(): void {
  if (existsSync(BROTLI_MODULE)) return;
  if (isRootOnDebian()) {
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${BROTLI_PACKAGE}`,
      { stdio: "inherit", shell: "/bin/bash" },
    );
    if (existsSync(BROTLI_MODULE)) return;
  }
  throw new Error(
    `nginx's brotli module is missing: run \`sudo apt-get install -y ${BROTLI_PACKAGE}\` and try again.`,
  );
}
