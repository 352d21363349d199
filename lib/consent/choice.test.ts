import { afterEach, describe, expect, it, vi } from "vitest";

import { CONSENT_STORAGE_KEY, createConsentStore } from "./choice";

/** A Storage whose writes can be refused, like a full or locked-down browser's. */
function fakeStorage({ refusesWrites = false } = {}): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => {
      if (refusesWrites) throw new DOMException("Quota exceeded", "QuotaExceededError");
      values.set(key, value);
    },
  };
}

afterEach(() => window.localStorage.clear());

describe("the analytics consent store", () => {
  it("reads 'unset' until the visitor answers", () => {
    expect(createConsentStore(() => fakeStorage()).read()).toBe("unset");
  });

  it("remembers an answer under a versioned key, for the next page's store too", () => {
    const storage = fakeStorage();
    expect(createConsentStore(() => storage).choose("granted")).toEqual({ remembered: true });
    expect(storage.getItem(CONSENT_STORAGE_KEY)).toBe("granted");
    expect(CONSENT_STORAGE_KEY).toMatch(/\.v\d+$/);
    expect(createConsentStore(() => storage).read()).toBe("granted");
  });

  it("lets the visitor change their answer", () => {
    const storage = fakeStorage();
    const store = createConsentStore(() => storage);
    store.choose("granted");
    store.choose("denied");
    expect(store.read()).toBe("denied");
  });

  it("ignores a stored value it doesn't know (an older or tampered entry)", () => {
    const storage = fakeStorage();
    storage.setItem(CONSENT_STORAGE_KEY, "yes please");
    expect(createConsentStore(() => storage).read()).toBe("unset");
  });

  it("without storage, keeps the answer for this page only and says it was not remembered", () => {
    const store = createConsentStore(() => undefined);
    expect(store.choose("granted")).toEqual({ remembered: false });
    expect(store.read()).toBe("granted");
    expect(createConsentStore(() => undefined).read()).toBe("unset");
  });

  it("when storage refuses the write, this page's answer outvotes the stored one", () => {
    const storage = fakeStorage();
    createConsentStore(() => storage).choose("granted");
    const locked = {
      ...storage,
      getItem: storage.getItem,
      setItem: fakeStorage({ refusesWrites: true }).setItem,
    };
    const store = createConsentStore(() => locked);
    expect(store.choose("denied")).toEqual({ remembered: false });
    expect(store.read()).toBe("denied");
  });

  it("treats storage that throws on access as no storage", () => {
    const store = createConsentStore(() => {
      throw new DOMException("Access denied", "SecurityError");
    });
    expect(store.read()).toBe("unset");
    expect(store.choose("denied")).toEqual({ remembered: false });
    expect(store.read()).toBe("denied");
  });

  it("tells subscribers about an answer given on this page or in another tab", () => {
    const store = createConsentStore(() => window.localStorage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.choose("granted");
    expect(listener).toHaveBeenCalledTimes(1);

    window.localStorage.setItem(CONSENT_STORAGE_KEY, "denied");
    window.dispatchEvent(new StorageEvent("storage", { key: CONSENT_STORAGE_KEY, newValue: "denied" }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.read()).toBe("denied");

    unsubscribe();
    window.dispatchEvent(new StorageEvent("storage", { key: CONSENT_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
