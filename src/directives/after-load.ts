import type { ClientDirective } from "astro";

import { whenSettled } from "./page-settled";

/** What shows a visitor reaching for the header's widgets: a pointer over or on it, focus, a key. */
const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;

/**
 * `client:afterload`: hydrates the header's widgets (search button, phone menu, desktop menus)
 * once the page script says the page has settled: loaded, its largest paint done, then idle
 * (./page-settled.ts; never before the first paint), or as soon as a visitor
 * reaches for the header (a pointer over or on it, focus in it, a key), whichever comes first. So
 * a text page paints, and reaches its largest paint, without React, and its code is loaded by the
 * time a finger or pointer reaches a trigger. A click on a button of the widget that still came
 * before its code is clicked again once it has hydrated, so it is never lost. An optional media
 * query (`client:afterload="(min-width: 1024px)"`) hydrates only where it matches, like
 * client:media.
 */
const afterLoad: ClientDirective = (load, options, el) => {
  const media =
    typeof options.value === "string" && options.value !== "" ? window.matchMedia(options.value) : undefined;
  const region = el.closest("header") ?? el;
  let isStarted = false;
  let missedClick: HTMLElement | undefined;
  const remember = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (button) missedClick = button;
  };
  const start = () => {
    if (isStarted) return;
    if (media && !media.matches) {
      media.addEventListener("change", start);
      return;
    }
    isStarted = true;
    media?.removeEventListener("change", start);
    for (const type of INTENT_EVENTS) region.removeEventListener(type, start, true);
    window.removeEventListener("keydown", start, true);
    void load()
      .then((hydrate) => hydrate())
      .then(() => {
        el.removeEventListener("click", remember, true);
        missedClick?.click();
      });
  };
  el.addEventListener("click", remember, true);
  for (const type of INTENT_EVENTS) region.addEventListener(type, start, { capture: true, passive: true });
  window.addEventListener("keydown", start, { capture: true, passive: true });
  whenSettled(start);
};

export default afterLoad;
