import { useEffect } from "react";

/**
 * Google Analytics 4, rendered only when GA_MEASUREMENT_ID is set at build time. Once the page has
 * loaded and the browser is idle it adds /analytics.js (the gtag bootstrap), so analytics never
 * blocks rendering or competes with the page's own work.
 */
export function Analytics({ measurementId }: { measurementId: string }) {
  useEffect(() => {
    const start = () => {
      const script = document.createElement("script");
      script.src = "/analytics.js";
      script.async = true;
      script.dataset.measurementId = measurementId;
      document.head.append(script);
    };
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === "function")
        window.requestIdleCallback(start, { timeout: 4000 });
      else setTimeout(start, 1);
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
  }, [measurementId]);

  return null;
}
