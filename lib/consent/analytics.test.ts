import { afterEach, describe, expect, it, vi } from "vitest";

import {
  ANALYTICS_SCRIPT_PATH,
  analyticsCookieNames,
  cookieDomainsOf,
  loadAnalytics,
  stopAnalytics,
} from "./analytics";

const ID = "G-TEST123";
const scripts = () =>
  document.head.querySelectorAll<HTMLScriptElement>(`script[src="${ANALYTICS_SCRIPT_PATH}"]`);

afterEach(() => {
  scripts().forEach((script) => script.remove());
  Reflect.deleteProperty(window, `ga-disable-${ID}`);
  delete window.gtag;
});

describe("loadAnalytics", () => {
  it("adds the gtag bootstrap with the measurement id, async, once per page", () => {
    expect(loadAnalytics(ID)).toBe(true);
    expect(loadAnalytics(ID)).toBe(false);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.dataset.measurementId).toBe(ID);
    expect(scripts()[0]?.async).toBe(true);
  });

  it("after a withdrawal on the same page, lifts the opt-out and grants storage again", () => {
    window.gtag = vi.fn();
    loadAnalytics(ID);
    stopAnalytics(ID);
    expect(Reflect.get(window, `ga-disable-${ID}`)).toBe(true);
    loadAnalytics(ID);
    expect(Reflect.get(window, `ga-disable-${ID}`)).toBe(false);
    expect(window.gtag).toHaveBeenLastCalledWith("consent", "update", { analytics_storage: "granted" });
    expect(scripts()).toHaveLength(1);
  });
});

describe("stopAnalytics", () => {
  it("denies analytics storage, sets Google's opt-out flag and deletes the Analytics cookies", () => {
    window.gtag = vi.fn();
    loadAnalytics(ID);
    document.cookie = "_ga=GA1.1.123.456; Path=/";
    document.cookie = "_ga_TEST123=GS1.1.789; Path=/";
    document.cookie = "unrelated=kept; Path=/";
    stopAnalytics(ID);
    expect(window.gtag).toHaveBeenCalledWith("consent", "update", { analytics_storage: "denied" });
    expect(Reflect.get(window, `ga-disable-${ID}`)).toBe(true);
    expect(document.cookie).not.toMatch(/_ga/);
    expect(document.cookie).toContain("unrelated=kept");
  });

  it("when analytics never loaded, only removes leftover cookies", () => {
    document.cookie = "_ga=GA1.1.1.1; Path=/";
    stopAnalytics(ID);
    expect(Reflect.get(window, `ga-disable-${ID}`)).toBeUndefined();
    expect(document.cookie).not.toMatch(/_ga/);
  });
});

describe("cookies", () => {
  it("finds Google Analytics' cookies by name", () => {
    expect(analyticsCookieNames("_ga=1; theme=dark; _ga_ABC123=2; _gid=3; _gat_UA=4; _gallery=5")).toEqual([
      "_ga",
      "_ga_ABC123",
      "_gid",
      "_gat_UA",
    ]);
  });

  it("deletes them on the host and on every parent domain gtag may have used", () => {
    expect(cookieDomainsOf("www.worldurbanparks.org")).toEqual([
      "",
      "www.worldurbanparks.org",
      "worldurbanparks.org",
      "org",
    ]);
    expect(cookieDomainsOf("localhost")).toEqual([""]);
    expect(cookieDomainsOf("127.0.0.1")).toEqual([""]);
  });
});
