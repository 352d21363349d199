/*
 * The page behaviours that need a few lines of script and no React (docs/product.md §2, §4): the bar's
 * shadow, the heroes' parallax, smooth `#hash` links and a clicked `<details name>` header kept in place,
 * the numbers carried by the markup (docs/decisions/page-behaviour-script.md).
 */

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** Scrolls to the element with `id` (smoothly unless reduced motion) and moves focus to it. */
function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const isReduced = window.matchMedia(REDUCED_MOTION).matches;
  target.scrollIntoView({ behavior: isReduced ? "auto" : "smooth", block: "start" });
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  return true;
}

function followHashLink(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
  const href = link?.getAttribute("href");
  if (!href || href.length < 2) return;
  let id: string;
  try {
    id = decodeURIComponent(href.slice(1));
  } catch {
    return;
  }
  if (!scrollToSection(id)) return;
  event.preventDefault();
  window.history.pushState(window.history.state, "", href);
}

function keepHeaderInPlace(event: MouseEvent): void {
  const header = event.target instanceof Element ? event.target.closest("summary") : null;
  const row = header?.parentElement;
  if (!header || !(row instanceof HTMLDetailsElement) || !row.getAttribute("name")) return;
  const top = header.getBoundingClientRect().top;
  // After the browser has opened and closed the rows, before it paints: no visible jump.
  window.requestAnimationFrame(() => {
    const shift = header.getBoundingClientRect().top - top;
    if (Math.abs(shift) >= 1) window.scrollBy({ top: shift, behavior: "instant" });
  });
}

/** The bar's scrolled state and the heroes' parallax offset, for the current scroll position. */
function onScroll(): void {
  const header = document.querySelector<HTMLElement>("[data-site-header]");
  if (header) header.dataset.scrolled = String(window.scrollY > Number(header.dataset.scrolledAfter));
  const isReduced = window.matchMedia(REDUCED_MOTION).matches;
  const distance = Math.min(window.scrollY, window.innerHeight * 1.5);
  for (const layer of document.querySelectorAll<HTMLElement>("[data-parallax]")) {
    const offset = isReduced ? 0 : distance * Number(layer.dataset.parallax);
    layer.style.transform = offset ? `translate3d(0, ${offset.toFixed(1)}px, 0)` : "";
  }
}

/** Installs the behaviours on the current document; returns a function that removes them. */
export function installPageBehaviour(): () => void {
  let frame = 0;
  const onScrollFrame = () => {
    frame ||= window.requestAnimationFrame(() => {
      frame = 0;
      onScroll();
    });
  };
  window.addEventListener("scroll", onScrollFrame, { passive: true });
  document.addEventListener("click", followHashLink);
  document.addEventListener("click", keepHeaderInPlace);
  onScroll();
  return () => {
    window.removeEventListener("scroll", onScrollFrame);
    document.removeEventListener("click", followHashLink);
    document.removeEventListener("click", keepHeaderInPlace);
    window.cancelAnimationFrame(frame);
  };
}
