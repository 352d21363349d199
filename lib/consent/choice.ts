/**
 * The visitor's answer to "may this site use analytics?", remembered in localStorage under a versioned
 * key and shared by every island of the page through one store; when storage is refused it holds for the
 * current page only (docs/decisions/analytics-consent.md).
 */

/** Bump the version to ask everyone again (e.g. when the notice changes what analytics collects). */
export const CONSENT_STORAGE_KEY = "wup.analytics-consent.v1";

const consentChoices = ["granted", "denied"] as const;
export type ConsentChoice = (typeof consentChoices)[number];

/** What a page knows: an answer, or none yet ("unset"). */
export type ConsentState = ConsentChoice | "unset";

const isChoice = (value: unknown): value is ConsentChoice => consentChoices.includes(value as ConsentChoice);

export type ConsentStore = {
  /** The answer: this page's unsaved one, else the stored one, else "unset". */
  read: () => ConsentState;
  /** Records an answer; `remembered` is false when storage refused it (this page only). */
  choose: (choice: ConsentChoice) => { remembered: boolean };
  /** Calls `listener` whenever the answer may have changed; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
};

/** The page's localStorage, or undefined where reading it throws (storage blocked). */
function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** A store over `getStorage` (the browser's localStorage; a fake in tests). */
export function createConsentStore(getStorage: () => Storage | undefined = browserStorage): ConsentStore {
  /** This page's answer when storage refused to keep it: it outvotes whatever storage holds. */
  let unsaved: ConsentChoice | undefined;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const stored = (): ConsentChoice | undefined => {
    try {
      const value = getStorage()?.getItem(CONSENT_STORAGE_KEY);
      return isChoice(value) ? value : undefined;
    } catch {
      return undefined;
    }
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) notify();
  };

  return {
    read: () => unsaved ?? stored() ?? "unset",
    choose: (choice) => {
      let remembered = false;
      try {
        const storage = getStorage();
        storage?.setItem(CONSENT_STORAGE_KEY, choice);
        remembered = storage?.getItem(CONSENT_STORAGE_KEY) === choice;
      } catch {
        remembered = false;
      }
      unsaved = remembered ? undefined : choice;
      notify();
      return { remembered };
    },
    subscribe: (listener) => {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener("storage", onStorage);
      };
    },
  };
}

/** The page's one store. */
export const consentStore = createConsentStore();
