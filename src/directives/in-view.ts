import type { ClientDirective } from "astro";

import { afterFirstPaint } from "./first-paint";

/**
 * `client:inview`: hydrates when the island comes into view, as Astro's `client:visible` does
 * (with its `rootMargin` option), but never before the page's first contentful paint. A widget in
 * the first viewport under `client:visible` asks for React while the page is still painting, and
 * the first paint then waits for it on a slow phone (issue 31: /symposium-program painted 500 ms
 * later than without scripts). Nothing can be clicked before the first paint, and the code is
 * asked for as the widget comes into view, not on its first click.
 */
const inView: ClientDirective = (load, options, el) => {
  const { rootMargin } = (
    typeof options.value === "object" && options.value !== null ? options.value : {}
  ) as {
    rootMargin?: string;
  };
  afterFirstPaint(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load().then((hydrate) => hydrate());
      },
      { rootMargin },
    );
    // An island is display: contents: its children have the boxes.
    for (const child of el.children) observer.observe(child);
  });
};

export default inView;
