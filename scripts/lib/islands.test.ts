// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { gzipSize, islandsOf, mediaMatches, type PageIslands } from "./islands";

/** A small built site: one page, its islands' chunks, a renderer, a page script. */
const FILES: Record<string, string> = {
  "page.html": [
    "<!DOCTYPE html><html><head>",
    '<script type="module" src="/_astro/page.js"></script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    "</head><body>",
    '<astro-island uid="1" component-url="/_astro/menu.js" component-export="Menu" renderer-url="/_astro/client.js" props="{}" ssr client="load" opts="{&quot;name&quot;:&quot;Menu&quot;,&quot;value&quot;:true}"><button>Menu</button></astro-island>',
    '<astro-island uid="2" component-url="/_astro/counter.js" component-export="Counter" renderer-url="/_astro/client.js" props="{&quot;to&quot;:[0,30]}" ssr client="visible" opts="{&quot;name&quot;:&quot;Counter&quot;,&quot;value&quot;:true}"><p>30</p></astro-island>',
    '<astro-island uid="3" component-url="/_astro/wide-nav.js" component-export="WideNav" renderer-url="/_astro/client.js" props="{}" ssr client="media" opts="{&quot;name&quot;:&quot;WideNav&quot;,&quot;value&quot;:&quot;(min-width: 1024px)&quot;}"><nav></nav></astro-island>',
    "</body></html>",
  ].join(""),
  "header.html": [
    "<!DOCTYPE html><html><head></head><body><header>",
    '<astro-island uid="1" component-url="/_astro/menu.js" component-export="Menu" renderer-url="/_astro/client.js" props="{}" ssr client="afterload" opts="{&quot;name&quot;:&quot;Menu&quot;,&quot;value&quot;:true}"><button>Menu</button></astro-island>',
    '<astro-island uid="2" component-url="/_astro/wide-nav.js" component-export="WideNav" renderer-url="/_astro/client.js" props="{}" ssr client="afterload" opts="{&quot;name&quot;:&quot;WideNav&quot;,&quot;value&quot;:&quot;(min-width: 1024px)&quot;}"><nav></nav></astro-island>',
    "</header></body></html>",
  ].join(""),
  "_astro/page.js": 'document.documentElement.dataset.ready="1";',
  "_astro/menu.js": [
    'import{s as shared}from"./shared.js";',
    'import{j}from"./react.js";',
    'export const Menu=()=>j("button",{onClick:()=>import("./search-dialog.js").then(m=>m.open(shared))});',
  ].join(""),
  "_astro/counter.js": 'import{s}from"./shared.js";export function Counter(){return s("counter")}',
  "_astro/wide-nav.js": 'import"./wide-only.js";export const WideNav=()=>null;',
  "_astro/wide-only.js": `export const links=${JSON.stringify("wide ".repeat(50))};`,
  "_astro/shared.js": `export const s=(name)=>${JSON.stringify("shared helper ".repeat(40))}+name;`,
  "_astro/search-dialog.js": `export const open=()=>${JSON.stringify("dialog ".repeat(200))};`,
  "_astro/client.js": 'import{j}from"./react.js";export default (el)=>j(el);',
  "_astro/react.js": `export const j=(type)=>${JSON.stringify("react runtime ".repeat(100))}+type;`,
};

let outDir: string;
let page: PageIslands;

const size = (file: string) => gzipSize(path.join(outDir, file));
const total = (...files: string[]) => files.reduce((sum, file) => sum + size(file), 0);

beforeAll(() => {
  outDir = mkdtempSync(path.join(tmpdir(), "wup-islands-"));
  for (const [file, content] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    writeFileSync(path.join(outDir, file), content);
  }
  page = islandsOf(outDir, "page.html", { viewportWidth: 412 });
});

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("islandsOf", () => {
  it("lists every island with its component, directive and module", () => {
    expect(
      page.islands.map(({ component, directive, module }) => ({ component, directive, module })),
    ).toEqual([
      { component: "Menu", directive: "load", module: "/_astro/menu.js" },
      { component: "Counter", directive: "visible", module: "/_astro/counter.js" },
      { component: "WideNav", directive: "media", module: "/_astro/wide-nav.js" },
    ]);
  });

  it("counts a chunk two islands share once in the page's total", () => {
    expect([...page.files.keys()].filter((file) => file === "/_astro/shared.js")).toHaveLength(1);
    expect(page.bytes).toBe(
      total(
        "_astro/page.js",
        "_astro/menu.js",
        "_astro/counter.js",
        "_astro/shared.js",
        "_astro/client.js",
        "_astro/react.js",
      ),
    );
  });

  it("leaves out code loaded by a dynamic import()", () => {
    expect(page.files.has("/_astro/search-dialog.js")).toBe(false);
  });

  it("follows static imports and sizes each file with gzip", () => {
    expect(page.files.get("/_astro/shared.js")).toBe(size("_astro/shared.js"));
    expect(page.files.get("/_astro/react.js")).toBe(size("_astro/react.js"));
  });

  it("gives each island the code it loads beyond its renderer, shared chunks included", () => {
    const [menu, counter] = page.islands;
    expect(menu?.bytes).toBe(total("_astro/menu.js", "_astro/shared.js"));
    expect(counter?.bytes).toBe(total("_astro/counter.js", "_astro/shared.js"));
    expect(page.rendererBytes).toBe(total("_astro/client.js", "_astro/react.js"));
  });

  it("counts the module scripts the page loads itself", () => {
    expect(page.pageScriptBytes).toBe(size("_astro/page.js"));
  });

  it("says which islands load only when they scroll into view, and what that code weighs", () => {
    expect(page.islands.map((island) => island.loads)).toEqual(["with page", "when visible", "never"]);
    expect(page.whenVisibleBytes).toBe(size("_astro/counter.js"));
    expect(page.withPageBytes).toBe(page.bytes - page.whenVisibleBytes);
  });

  it("leaves out a client:media island whose query does not match the screen width", () => {
    expect(page.islands[2]?.media).toBe("(min-width: 1024px)");
    expect(page.files.has("/_astro/wide-nav.js")).toBe(false);
    expect(page.files.has("/_astro/wide-only.js")).toBe(false);
  });

  it("reads client:afterload's media query as client:media's, and counts it as loading without one", () => {
    const header = islandsOf(outDir, "header.html", { viewportWidth: 412 });
    expect(header.islands.map((island) => [island.directive, island.media, island.loads])).toEqual([
      ["afterload", undefined, "with page"],
      ["afterload", "(min-width: 1024px)", "never"],
    ]);
    expect(islandsOf(outDir, "header.html", { viewportWidth: 1280 }).islands[1]?.loads).toBe("with page");
  });

  it("counts that island's code on a screen its query matches", () => {
    const wide = islandsOf(outDir, "page.html", { viewportWidth: 1280 });
    expect(wide.islands[2]?.loads).toBe("with page");
    expect(wide.bytes).toBe(page.bytes + total("_astro/wide-nav.js", "_astro/wide-only.js"));
  });
});

describe("mediaMatches", () => {
  it("reads min-width and max-width in px, em and rem", () => {
    expect(mediaMatches("(min-width: 1024px)", 412)).toBe(false);
    expect(mediaMatches("(max-width: 1023.98px)", 412)).toBe(true);
    expect(mediaMatches("(min-width: 40em)", 640)).toBe(true);
    expect(mediaMatches("(max-width: 30rem)", 481)).toBe(false);
  });

  it("needs every condition joined by and to match", () => {
    expect(mediaMatches("(min-width: 400px) and (max-width: 800px)", 412)).toBe(true);
    expect(mediaMatches("(min-width: 400px) and (max-width: 800px)", 900)).toBe(false);
  });

  it("cannot tell for other queries", () => {
    expect(mediaMatches("(prefers-reduced-motion: reduce)", 412)).toBeUndefined();
    expect(mediaMatches("(min-width: 400px), print", 412)).toBeUndefined();
  });
});
