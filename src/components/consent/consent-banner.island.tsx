import { useEffect, useId, useRef } from "react";

import { Button } from "@/src/components/ui/button";
import { consentCopy } from "@/src/data/consent-copy";
import { useAnalyticsConsent } from "@/src/components/consent/use-analytics-consent";
import { loadAnalytics, stopAnalytics } from "@/lib/consent/analytics";
import { consentStore, type ConsentChoice } from "@/lib/consent/choice";
import { MAIN_CONTENT_ID } from "@/lib/constants";

const copy = consentCopy.banner;

type ConsentBannerProps = {
  /** GA_MEASUREMENT_ID: the layout renders this island only when it is set. */
  measurementId: string;
  privacyHref: string;
};

/**
 * Asks once whether the site may use analytics, and acts on the answer on every page: accepted,
 * it loads analytics at once; declined or withdrawn, it loads nothing (and stops what ran). A
 * non-modal region fixed to the bottom of the screen, shown only until the visitor answers: it
 * takes no room in the page, so nothing moves, and it never takes focus by itself.
 */
export function ConsentBanner({ measurementId, privacyHref }: ConsentBannerProps) {
  const consent = useAnalyticsConsent();
  const headingId = useId();
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (consent === "granted") loadAnalytics(measurementId);
    if (consent === "denied") stopAnalytics(measurementId);
  }, [consent, measurementId]);

  if (consent !== "unset") return null;

  const answer = (choice: ConsentChoice) => {
    // The buttons go away with the banner: keep keyboard focus in the page, not on <body>.
    if (regionRef.current?.contains(document.activeElement))
      document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    consentStore.choose(choice);
  };

  return (
    <section
      ref={regionRef}
      aria-labelledby={headingId}
      className="fixed inset-x-0 bottom-0 z-40 p-2 motion-safe:animate-pop-in sm:p-4"
    >
      <div className="mx-auto flex max-w-4xl flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-header sm:flex-row sm:items-end sm:gap-6 sm:p-5">
        <div className="flex-1">
          <h2 id={headingId} className="font-bold text-ink">
            {copy.title}
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-muted">
            {copy.text}{" "}
            <a href={privacyHref} className="rounded font-semibold text-brand-700 underline">
              {copy.privacyLink}
            </a>
          </p>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2">
          <Button onClick={() => answer("granted")}>{copy.accept}</Button>
          <Button onClick={() => answer("denied")}>{copy.decline}</Button>
        </div>
      </div>
    </section>
  );
}
