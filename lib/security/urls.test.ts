import { describe, expect, it } from "vitest";

import { isOnSiteLocation } from "@/test/raw-http";

import { canonicalPath, hasRepeatedSlashes, isPrivatePath, normalizePath } from "./urls";

describe("canonicalPath", () => {
  it.each([
    ["/membership.html", "/membership"],
    ["/membership/", "/membership"],
    ["/membership.html/", "/membership"],
    ["/wup-awards/winners/", "/wup-awards/winners"],
    ["/wup-awards/winners.html", "/wup-awards/winners"],
    ["/index", "/"],
    ["/index/", "/"],
    ["/index.html", "/"],
    ["/index.html/", "/"],
    ["/sitemap.xml/", "/sitemap.xml"],
    ["/foo.html.html", "/foo.html"],
  ])("redirects %s to %s", (from, to) => {
    expect(canonicalPath(from)).toBe(to);
  });

  it.each([
    "/",
    "/membership",
    "/wup-awards/winners",
    "/sitemap.xml",
    "/index.txt",
    "/404",
    "/404.html",
    "/404/",
    "/_csp.map/",
    "/_headers/",
    "/foo\rX-Injected: yes.html",
    "/foo\nX-Injected: yes/",
    "/\\evil.example/",
    "/\\evil.example.html",
    "//evil.example/",
    "/a b/",
    "/é/",
    "/.html",
    "/.hidden/",
    "/\tevil/",
  ])("does not redirect %j", (path) => {
    expect(canonicalPath(path)).toBeUndefined();
  });

  it("only ever answers a target that stays on the site", () => {
    const characters = ["a", "/", "\\", ".", "-", "_", "\r", "\n", "\t", " ", ":", "%", "é", "\0"];
    for (const first of characters)
      for (const second of characters)
        for (const suffix of ["/", ".html", ".html/", "evil.example/"]) {
          const target = canonicalPath(`/${first}${second}${suffix}`);
          if (target !== undefined) expect(isOnSiteLocation(target), JSON.stringify(target)).toBe(true);
        }
  });
});

describe("a request whose path repeats a slash", () => {
  /** Where a raw request path redirects, as a server reads it. */
  const redirectOf = (rawPath: string) => {
    const path = normalizePath(rawPath);
    return path === undefined
      ? undefined
      : canonicalPath(path, { repeatedSlashes: hasRepeatedSlashes(rawPath) });
  };

  it.each([
    ["//membership", "/membership"],
    ["/wup-awards//winners", "/wup-awards/winners"],
    ["/wup-awards///winners/", "/wup-awards/winners"],
    ["//membership.html", "/membership"],
    ["//", "/"],
    ["//index.html", "/"],
    ["/%2F%2Fmembership", "/membership"],
    ["/wup-awards%2F/winners", "/wup-awards/winners"],
    ["//evil.example", "/evil.example"],
    ["///evil.example/", "/evil.example"],
  ])("redirects %s to %s", (rawPath, target) => {
    expect(redirectOf(rawPath)).toBe(target);
  });

  it.each([
    "//_csp.map",
    "//404",
    "//\\evil.example",
    "//%5Cevil.example",
    "//%0d%0aX-Injected:%20yes",
    "//é",
  ])("does not redirect %j", (rawPath) => expect(redirectOf(rawPath)).toBeUndefined());

  it("sees a repeated slash raw or encoded, and nothing else", () => {
    for (const rawPath of ["//a", "/a//b", "/a/%2F", "/%2f%2Fa", "/a%2F/b"])
      expect(hasRepeatedSlashes(rawPath)).toBe(true);
    for (const rawPath of ["/", "/a/b/", "/a%2Fb", "/a/%2e/b"])
      expect(hasRepeatedSlashes(rawPath)).toBe(false);
  });

  it("only ever answers a target that stays on the site", () => {
    const characters = ["a", "/", "\\", ".", "-", "_", "%2F", "%5C", "%0d", "%09", " ", ":", "é"];
    for (const first of characters)
      for (const second of characters)
        for (const suffix of ["", "/", ".html", "evil.example", "/evil.example/"]) {
          const target = redirectOf(`//${first}${second}${suffix}`);
          if (target !== undefined) expect(isOnSiteLocation(target), JSON.stringify(target)).toBe(true);
        }
  });
});

describe("isPrivatePath", () => {
  it.each(["/_csp.map", "/_csp.json", "/_headers", "/404", "/404.html"])("keeps %s from visitors", (path) =>
    expect(isPrivatePath(path)).toBe(true),
  );

  it.each(["/", "/blog", "/index.txt", "/_astro/index.a1b2.js", "/4040", "/_headersx"])("serves %s", (path) =>
    expect(isPrivatePath(path)).toBe(false),
  );
});

describe("normalizePath", () => {
  it.each([
    ["/", "/"],
    ["/blog", "/blog"],
    ["/blog/", "/blog/"],
    ["//evil.example/", "/evil.example/"],
    ["/%2F%2Fevil.example/", "/evil.example/"],
    ["/a/./b/../c", "/a/c"],
    ["/a/b/..", "/a/"],
    ["/%5Cevil.example/", "/\\evil.example/"],
    ["/foo%0d%0aX.html", "/foo\r\nX.html"],
    ["/%C3%A9", "/é"],
  ])("reads %s as %j", (raw, path) => {
    expect(normalizePath(raw)).toBe(path);
  });

  it.each(["", "*", "http://evil.example/", "/..", "/a/../../b", "/%00.html", "/%E0%A4%A", "/%FF"])(
    "refuses %j",
    (raw) => expect(normalizePath(raw)).toBeUndefined(),
  );
});
