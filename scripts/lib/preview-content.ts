/**
 * `--edit`, for a step run before `npm run edit`: a wrong data file is left to the editing screen, which names it,
 * instead of stopping the server before it starts; builds still stop on it. Import it right after ./build-config,
 * before anything that reads content at import time (docs/decisions/editing-checks-in-the-preview.md).
 */
import { KEEP_LAST_VALID_ENV } from "../../lib/content/read";

if (process.argv.includes("--edit")) process.env[KEEP_LAST_VALID_ENV] = "1";
