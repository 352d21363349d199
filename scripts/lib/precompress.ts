/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file of a built site, for
 * the server to send in the file's place: once at build, none per request, and brotli lets a text page's HTML fit
 * in a new connection's first 14.6 KB (docs/decisions/brotli-and-one-round-trip.md, issue 31).
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import { BUILD_FILES, isPrecompressedCopy } from "../../lib/security/urls";

/** The text types deploy/nginx.conf compresses (gzip_types), by extension. */
const TEXT_EXTENSIONS = new Set([".html", ".css", ".js", ".json", ".svg", ".txt", ".xml", ".ics"]);
/** nginx's gzip_min_length: smaller files gain too little to be worth a second file. */
export const MIN_BYTES = 512;
const PRIVATE_FILES = new Set<string>(Object.values(BUILD_FILES));

function shouldCompress(relativePath: string, size: number): boolean {
  return (
    size >= MIN_BYTES &&
    TEXT_EXTENSIONS.has(path.extname(relativePath).toLowerCase()) &&
    !PRIVATE_FILES.has(relativePath)
  );
}

export type PrecompressSummary = { files: number; bytes: number; brotliBytes: number; gzipBytes: number };

/**
 * Compresses every text file under `dir` and removes compressed copies left from an earlier run
 * (a copy whose file changed or went away would otherwise be served in its place).
 */
export function precompressSite(dir: string): PrecompressSummary {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  );
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name);
    if (isPrecompressedCopy(file)) rmSync(file);
  }
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name);
    if (isPrecompressedCopy(file)) continue;
    const size = statSync(file).size;
    if (!shouldCompress(path.relative(dir, file), size)) continue;
    const content = readFileSync(file);
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    });
    const gzip = gzipSync(content, { level: 9 });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzip);
    summary.files += 1;
    summary.bytes += size;
    summary.brotliBytes += brotli.length;
    summary.gzipBytes += gzip.length;
  }
  return summary;
}
