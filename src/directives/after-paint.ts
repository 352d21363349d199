import type { ClientDirective } from "astro";

import { afterFirstPaint } from "./first-paint";

/**
 * `client:afterpaint`: hydrates once the page has painted its first content and the browser is
 * idle. Astro's `client:idle` can run before the first paint (the browser is idle while it waits
 * for the stylesheet or the font); an island's code requested then competes with the first paint
 * on a slow connection, and Lighthouse's simulation counts it against the page's LCP. Nothing can
 * be clicked before the first paint, so a widget hydrated just after it loses no interaction.
 */
const afterPaint: ClientDirective = (load) => {
  const hydrate = () => void load().then((run) => run());
  const whenIdle = () => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === "function")
      window.requestIdleCallback(hydrate, { timeout: 1000 });
    else setTimeout(hydrate, 1);
  };
  afterFirstPaint(whenIdle);
};

export default afterPaint;
