import { useSyncExternalStore } from "react";

import { consentStore, type ConsentState } from "@/lib/consent/choice";

/** Before hydration the page can't know the answer: the static HTML renders this state. */
export type ConsentView = ConsentState | "pending";

const readServer = (): ConsentView => "pending";

/** The visitor's analytics answer, kept in step across the page's islands and other tabs. */
export function useAnalyticsConsent(): ConsentView {
  return useSyncExternalStore(consentStore.subscribe, consentStore.read, readServer);
}
