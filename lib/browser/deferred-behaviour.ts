/*
 * The page's behaviours that can wait until it has loaded: the image fallbacks and the behaviours
 * of lib/browser/page-behaviour.ts. src/components/layout/page-scripts.astro loads this module once the
 * page has loaded and painted, as a file of its own that every page shares from the browser's
 * cache, so its bytes are not in each page's HTML (whose first 14.6 KB arrive in one round trip).
 */
import { installImageFallback } from "./image-fallback";
import { installPageBehaviour } from "./page-behaviour";

installImageFallback();
installPageBehaviour();
