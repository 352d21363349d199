/**
 * `--edit`: the step runs before the editing server (`npm run edit`), whose preview keeps each
 * dataset's valid files while one is wrong (lib/content/read.ts). Import it right after
 * ./build-config, before anything that reads content at import time: a wrong data file then leaves
 * the step to the editing screen, which names it, instead of stopping the server before it starts.
 * Builds run without `--edit` and still stop on the first wrong file.
 */
import { KEEP_LAST_VALID_ENV } from "../../lib/content/read";

if (process.argv.includes("--edit")) process.env[KEEP_LAST_VALID_ENV] = "1";
