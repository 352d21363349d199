/*
 * docs/product.md §2 and §4 image rule, for every image of the page, static or inside an island: webp
 * first, then the original on error, then a fallback, all said by the markup (`data-fallback-srcs`,
 * `data-image-fallback`) (docs/decisions/page-behaviour-script.md).
 */

const NEXT_SOURCES = "data-fallback-srcs";
const FALLBACK = "data-image-fallback";

/** Moves an image that failed on to its next source, or swaps in its fallback element. */
function fallBack(image: HTMLImageElement): void {
  const [next, ...rest] = (image.getAttribute(NEXT_SOURCES) ?? "").split(" ").filter(Boolean);
  if (next) {
    // A srcset would keep choosing among the candidates that failed; the next source is one file.
    image.removeAttribute("srcset");
    if (rest.length) image.setAttribute(NEXT_SOURCES, rest.join(" "));
    else image.removeAttribute(NEXT_SOURCES);
    image.src = next;
    return;
  }
  const fallback = image.nextElementSibling;
  if (!(fallback instanceof HTMLElement) || !fallback.hasAttribute(FALLBACK)) return;
  image.hidden = true;
  fallback.hidden = false;
}

function onError(event: Event): void {
  if (event.target instanceof HTMLImageElement) fallBack(event.target);
}

/**
 * Images whose error fired before the listener existed: complete but undecodable. `decode()` tells
 * a broken file from an SVG without intrinsic size, which also reports a natural width of 0.
 */
export function checkImagesThatFailedEarly(root: ParentNode = document): void {
  for (const image of root.querySelectorAll<HTMLImageElement>("img")) {
    if (!image.complete || image.naturalWidth > 0 || !image.getAttribute("src")) continue;
    const source = image.src;
    image.decode().catch(() => {
      // Unless the listener has moved it on meanwhile.
      if (image.src === source && image.complete && image.naturalWidth === 0) fallBack(image);
    });
  }
}

/** Installs the listener on the document; returns a function that removes it. */
export function installImageFallback(): () => void {
  document.addEventListener("error", onError, true);
  checkImagesThatFailedEarly();
  return () => document.removeEventListener("error", onError, true);
}
