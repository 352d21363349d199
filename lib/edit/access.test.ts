import { describe, expect, it } from "vitest";

import {
  editAccess,
  editToken,
  hostedEditAccess,
  NO_KEY,
  NOT_THIS_SERVER,
  notThisAddress,
  OTHER_ORIGIN,
  sessionCookieName,
} from "./access";

const PORT = 4321;
const TOKEN = "k".repeat(43);
const COOKIE = `${sessionCookieName(PORT)}=${TOKEN}`;

function verdict(path: string, headers: Record<string, string>, method = "GET") {
  return editAccess(
    {
      method,
      url: `http://127.0.0.1:${PORT}${path}`,
      headers: new Headers({ host: `127.0.0.1:${PORT}`, ...headers }),
    },
    { token: TOKEN, port: PORT },
  );
}

describe("the editing server's gate", () => {
  it("lets the screen's own requests through with this run's key", () => {
    expect(verdict("/api/keystatic/tree", { cookie: COOKIE, "sec-fetch-site": "same-origin" })).toEqual({
      kind: "pass",
    });
    expect(
      verdict("/api/keystatic/update", { cookie: COOKIE, origin: `http://127.0.0.1:${PORT}` }, "POST"),
    ).toEqual({
      kind: "pass",
    });
    expect(
      verdict("/keystatic/collection/board", { cookie: `other=1; ${COOKIE}`, host: `localhost:${PORT}` }),
    ).toEqual({
      kind: "pass",
    });
  });

  it("refuses a page on another origin, even another port of this machine, key or not", () => {
    for (const origin of [`http://127.0.0.1:4352`, `http://localhost:4352`, "https://evil.example", "null"])
      expect(verdict("/api/keystatic/update", { cookie: COOKIE, origin }, "POST")).toEqual({
        kind: "refuse",
        status: 403,
        message: OTHER_ORIGIN,
      });
    for (const site of ["same-site", "cross-site"]) {
      expect(verdict("/api/keystatic/tree", { cookie: COOKIE, "sec-fetch-site": site })).toMatchObject({
        status: 403,
      });
      expect(verdict("/keystatic", { cookie: COOKIE, "sec-fetch-site": site })).toMatchObject({
        status: 403,
      });
    }
    // The API is never opened as a page of its own, even from the address bar.
    expect(verdict("/api/keystatic/tree", { cookie: COOKIE, "sec-fetch-site": "none" })).toMatchObject({
      status: 403,
    });
  });

  it("answers only to its own names (DNS rebinding)", () => {
    expect(verdict("/api/keystatic/tree", { cookie: COOKIE, host: `evil.example:${PORT}` })).toEqual({
      kind: "refuse",
      status: 400,
      message: NOT_THIS_SERVER,
    });
    expect(verdict("/keystatic", { cookie: COOKIE, host: "127.0.0.1:9999" })).toMatchObject({ status: 400 });
  });

  it("refuses the screen and the API without this run's key", () => {
    for (const cookie of ["", `${sessionCookieName(PORT)}=wrong`, `${sessionCookieName(4400)}=${TOKEN}`]) {
      expect(verdict("/api/keystatic/tree", { cookie })).toEqual({
        kind: "refuse",
        status: 401,
        message: NO_KEY,
      });
      expect(verdict("/keystatic", { cookie })).toMatchObject({ status: 401 });
    }
    expect(verdict(`/api/keystatic/tree?token=${TOKEN}`, {})).toMatchObject({ status: 401 });
  });

  it("trades the key in the printed address for a strict, script-proof cookie, and drops it from the address", () => {
    expect(verdict(`/keystatic?token=${TOKEN}`, { "sec-fetch-site": "none" })).toEqual({
      kind: "sign-in",
      location: "/keystatic",
      cookie: `${sessionCookieName(PORT)}=${TOKEN}; Path=/; HttpOnly; SameSite=Strict`,
    });
    expect(verdict(`/keystatic/collection/board?token=wrong`, {})).toMatchObject({ status: 401 });
  });

  it("leaves the site's preview pages open", () => {
    expect(verdict("/membership", { origin: "https://evil.example" })).toEqual({ kind: "pass" });
    expect(verdict("/keystatic-notes", {})).toEqual({ kind: "pass" });
  });

  it("makes a new key each run unless EDIT_TOKEN gives a strong one", () => {
    expect(editToken(undefined)).toMatch(/^[\w-]{43}$/);
    expect(editToken(undefined)).not.toBe(editToken(undefined));
    expect(editToken(TOKEN)).toBe(TOKEN);
    expect(() => editToken("short")).toThrow("EDIT_TOKEN must be 32 to 128");
  });
});

describe("the editing server's gate in GitHub and Cloud mode", () => {
  const SITE = "https://edit.example.org";

  function hosted(url: string, headers: Record<string, string> = {}, method = "GET") {
    return hostedEditAccess({ method, url, headers: new Headers(headers) }, { origins: [SITE] });
  }

  it("lets the screen and its API through at the public address, with no key: the editor signs in with GitHub", () => {
    expect(hosted(`${SITE}/keystatic/branch/main`, { "sec-fetch-site": "none" })).toEqual({ kind: "pass" });
    expect(
      hosted(
        `${SITE}/api/keystatic/github/refresh-token`,
        { origin: SITE, "sec-fetch-site": "same-origin" },
        "POST",
      ),
    ).toEqual({ kind: "pass" });
  });

  it("lets GitHub and Keystatic Cloud send the editor back after sign-in", () => {
    const fromGitHub = { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" };
    expect(hosted(`${SITE}/api/keystatic/github/oauth/callback?code=abc`, fromGitHub)).toEqual({
      kind: "pass",
    });
    expect(hosted(`${SITE}/keystatic/cloud/oauth/callback?code=abc`, fromGitHub)).toEqual({ kind: "pass" });
  });

  it("refuses another site's scripts", () => {
    expect(
      hosted(`${SITE}/api/keystatic/github/refresh-token`, { origin: "https://evil.example" }, "POST"),
    ).toEqual({
      kind: "refuse",
      status: 403,
      message: OTHER_ORIGIN,
    });
    for (const site of ["same-site", "cross-site"])
      expect(
        hosted(`${SITE}/api/keystatic/github/login`, { "sec-fetch-site": site, "sec-fetch-mode": "cors" }),
      ).toMatchObject({ status: 403 });
    // A navigation that posts is a form on another site, not a sign-in.
    expect(
      hosted(
        `${SITE}/api/keystatic/github/logout`,
        { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" },
        "POST",
      ),
    ).toMatchObject({ status: 403 });
  });

  it("answers only at the public address, over its protocol", () => {
    for (const url of [
      "http://edit.example.org/keystatic",
      "https://evil.example/keystatic",
      "https://localhost/api/keystatic/github/login",
    ])
      expect(hosted(url)).toEqual({ kind: "refuse", status: 400, message: notThisAddress([SITE]) });
    expect(notThisAddress([SITE])).toContain("X-Forwarded-Proto");
  });

  it("leaves the site's preview pages open", () => {
    expect(hosted("http://10.0.0.5:8080/membership", { origin: "https://evil.example" })).toEqual({
      kind: "pass",
    });
  });
});
