import type { BrowserContext } from "@playwright/test";

import { CONSENT_STORAGE_KEY, type ConsentChoice } from "@/lib/consent/choice";

/**
 * For specs on the live build (E2E_LIVE_URL, built with an analytics id) that are not about
 * consent: answers the analytics question before any page of the context loads, as a returning
 * visitor would have, so the banner neither covers the page nor waits for an answer. "denied" loads
 * nothing from Google.
 */
export async function answerAnalyticsConsent(context: BrowserContext, choice: ConsentChoice = "denied") {
  await context.addInitScript(
    ([key, value]) => {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // A test that refuses storage asks every time, as the site does.
      }
    },
    [CONSENT_STORAGE_KEY, choice] as const,
  );
}
