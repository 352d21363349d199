import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { pageList } from "@/src/data/pages";
import { absoluteUrl } from "@/src/data/metadata";

import { expect, test } from "./fixtures";

/**
 * Link and asset integrity over the built site (out/): every internal link and #anchor leads to
 * a page and an element that exist, every http(s) link opens in a new tab with noopener, every
 * image, script, stylesheet and font referenced is there, and each page is its own canonical.
 */
const OUT = "out";

const htmlFiles = readdirSync(OUT, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".html"))
  .map((file) => file.replace(/\\/g, "/"));

const routeOf = (file: string) => {
  const route = `/${file.replace(/\.html$/, "")}`;
  return route === "/index" ? "/" : route;
};
const fileOf = (route: string) => (route === "/" ? "index.html" : `${route.slice(1)}.html`);
const decode = (value: string) =>
  value.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&#39;", "'");

const pagesByRoute = new Map(
  htmlFiles.map((file) => [routeOf(file), readFileSync(path.join(OUT, file), "utf8")]),
);
const idsOf = (html: string) =>
  new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decode(match[1] ?? "")));
const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decode(match[1] ?? "") : undefined;
};

/** The HTML without its scripts (a script's text is not markup). */
const markupOf = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, "");

test.describe("built site integrity @desktop", () => {
  test("every internal link and anchor resolves", () => {
    const broken: string[] = [];
    let checked = 0;
    for (const [route, html] of pagesByRoute) {
      for (const [tag] of markupOf(html).matchAll(/<a\s[^>]*>/g)) {
        const href = attribute(tag, "href");
        if (!href || /^(https?:|mailto:|tel:)/.test(href)) continue;
        checked += 1;
        const [withQuery = "", hash] = href.split("#");
        const target = withQuery.split("?")[0] ?? "";
        const targetRoute = target === "" ? route : target.replace(/\/$/, "") || "/";
        const targetHtml = pagesByRoute.get(targetRoute);
        const isFile = !targetHtml && existsSync(path.join(OUT, targetRoute));
        if (!targetHtml && !isFile) {
          broken.push(`${route} → ${href} (no such page)`);
          continue;
        }
        if (hash && targetHtml && !idsOf(targetHtml).has(hash))
          broken.push(`${route} → ${href} (no #${hash})`);
      }
    }
    expect(broken).toEqual([]);
    expect(checked, "internal links checked").toBeGreaterThan(pagesByRoute.size * 10);
  });

  test("every external link opens in a new tab with noopener", () => {
    const unsafe: string[] = [];
    for (const [route, html] of pagesByRoute) {
      for (const [tag] of markupOf(html).matchAll(/<a\s[^>]*>/g)) {
        const href = attribute(tag, "href") ?? "";
        if (!/^https?:/.test(href)) continue;
        if (attribute(tag, "target") !== "_blank" || !/\bnoopener\b/.test(attribute(tag, "rel") ?? "")) {
          unsafe.push(`${route} → ${href}`);
        }
      }
    }
    expect(unsafe).toEqual([]);
  });

  test("every image, script, stylesheet and font referenced exists", () => {
    const missing: string[] = [];
    let checked = 0;
    const local = (reference: string) => reference.startsWith("/") && !reference.startsWith("//");
    for (const [route, html] of pagesByRoute) {
      const markup = markupOf(html);
      const references = [
        ...[...markup.matchAll(/<(?:img|source|script|link)\s[^>]*>/g)].flatMap(([tag]) => [
          attribute(tag, "src"),
          attribute(tag, "href"),
          ...(attribute(tag, "srcset") ?? attribute(tag, "srcSet") ?? "")
            .split(",")
            .map((entry) => entry.trim().split(" ")[0]),
        ]),
        // Each island's code and its framework's renderer, loaded by the island when it hydrates.
        ...[...markup.matchAll(/<astro-island\s[^>]*>/g)].flatMap(([tag]) => [
          attribute(tag, "component-url"),
          attribute(tag, "renderer-url"),
        ]),
      ];
      for (const reference of references) {
        if (!reference || !local(reference)) continue;
        checked += 1;
        const file = reference.split(/[?#]/)[0] ?? "";
        const exists =
          existsSync(path.join(OUT, file)) ||
          pagesByRoute.has(file) ||
          existsSync(path.join(OUT, `${file}.html`));
        if (!exists) missing.push(`${route}: ${reference}`);
      }
    }
    const css = readdirSync(path.join(OUT, "_astro"), { recursive: true, encoding: "utf8" }).filter((file) =>
      file.endsWith(".css"),
    );
    for (const file of css) {
      const text = readFileSync(path.join(OUT, "_astro", file), "utf8");
      for (const [, url = ""] of text.matchAll(/url\(["']?([^"')]+)["']?\)/g)) {
        if (url.startsWith("data:")) continue;
        const resolved = url.startsWith("/")
          ? path.join(OUT, url)
          : path.join(OUT, "_astro", path.dirname(file), url);
        if (!existsSync(resolved.split(/[?#]/)[0] ?? "")) missing.push(`${file}: ${url}`);
      }
    }
    expect(missing).toEqual([]);
    expect(checked, "assets checked").toBeGreaterThan(pagesByRoute.size * 5);
  });

  test("a page's own scripts are written into it: the only script files are its islands' code", () => {
    // A <script src> in the page is a request before the first paint (Lighthouse counts it so);
    // islands load their code themselves, when their directive says.
    const external: string[] = [];
    for (const [route, html] of pagesByRoute) {
      for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
        if (/\ssrc=/.test(tag)) external.push(`${route}: ${tag}`);
      }
    }
    expect(external).toEqual([]);
  });

  test("each page is its own canonical, and no two pages share one", () => {
    const canonicals = new Map<string, string>();
    for (const entry of pageList) {
      const html = pagesByRoute.get(entry.path) ?? readFileSync(path.join(OUT, fileOf(entry.path)), "utf8");
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical, entry.path).toBe(absoluteUrl(entry.path));
      expect(canonicals.get(canonical ?? ""), `${entry.path} shares its canonical`).toBeUndefined();
      canonicals.set(canonical ?? "", entry.path);
    }
    expect(pagesByRoute.get("/404")).not.toMatch(/rel="canonical"/);
  });

  test("structured data parses, names schema.org types, and sub-pages carry breadcrumbs", () => {
    const problems: string[] = [];
    const known = new Set([
      "Organization",
      "NGO",
      "BreadcrumbList",
      "Event",
      "WebSite",
      "WebPage",
      "ItemList",
    ]);
    for (const entry of pageList) {
      const html = pagesByRoute.get(entry.path) ?? "";
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1] ?? "null") as unknown,
      );
      const things = blocks.flatMap((block) => (Array.isArray(block) ? block : [block])) as Record<
        string,
        unknown
      >[];
      for (const thing of things) {
        if (thing["@context"] !== "https://schema.org")
          problems.push(`${entry.path}: @context ${String(thing["@context"])}`);
        if (!known.has(String(thing["@type"])))
          problems.push(`${entry.path}: unexpected @type ${String(thing["@type"])}`);
        if (thing["@type"] === "Event" && !(thing.name && thing.startDate && thing.location)) {
          problems.push(`${entry.path}: Event without name, startDate or location`);
        }
      }
      const breadcrumbs = things.find((thing) => thing["@type"] === "BreadcrumbList");
      if (entry.path === "/") continue;
      const items = (breadcrumbs?.itemListElement ?? []) as {
        position: number;
        name: string;
        item: string;
      }[];
      if (items.length < 2) problems.push(`${entry.path}: no BreadcrumbList`);
      items.forEach((item, index) => {
        if (item.position !== index + 1 || !item.name || !item.item.startsWith("http")) {
          problems.push(`${entry.path}: breadcrumb ${index + 1} is malformed`);
        }
      });
      if (items.at(-1)?.item !== absoluteUrl(entry.path))
        problems.push(`${entry.path}: breadcrumb does not end here`);
    }
    expect(problems).toEqual([]);
  });

  test("every page has its own 1200×630 share image, and og:image and twitter:image point to it", () => {
    const seen = new Set<string>();
    for (const entry of pageList) {
      const html = pagesByRoute.get(entry.path) ?? "";
      const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "";
      const twitter = /<meta name="twitter:image" content="([^"]+)"/.exec(html)?.[1] ?? "";
      expect(twitter, entry.path).toBe(og);
      expect(seen.has(og), `${entry.path} reuses another page's image`).toBe(false);
      seen.add(og);
      const png = readFileSync(path.join(OUT, new URL(og).pathname));
      expect(png.subarray(1, 4).toString("ascii"), entry.path).toBe("PNG");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], entry.path).toEqual([1200, 630]);
    }
  });
});
