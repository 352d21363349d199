/*
 * The page's behaviours that can wait until it has loaded (the image fallbacks,
 * lib/browser/page-behaviour.ts), loaded by src/components/layout/page-scripts.astro as one file every
 * page shares from the cache (docs/decisions/brotli-and-one-round-trip.md).
 */
import { installImageFallback } from "./image-fallback";
import { installPageBehaviour } from "./page-behaviour";

installImageFallback();
installPageBehaviour();
