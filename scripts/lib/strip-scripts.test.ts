// @vitest-environment node
import { describe, expect, it } from "vitest";

import { isModulePreload, stripScripts } from "./strip-scripts";

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title>${head}</head><body>${body}</body></html>`;

describe("stripScripts", () => {
  it("removes inline scripts with their text", () => {
    const html = page(
      "<script>(()=>{var e=1;window.x=e})();</script>",
      "<h1>Hi</h1><script>self.y=2</script>",
    );
    expect(stripScripts(html)).toBe(page("", "<h1>Hi</h1>"));
  });

  it("removes module scripts that load a file", () => {
    const html = page("", '<p>a</p><script type="module" src="/_astro/page.Ab1.js"></script><p>b</p>');
    expect(stripScripts(html)).toBe(page("", "<p>a</p><p>b</p>"));
  });

  it("removes JSON-LD and other data scripts too", () => {
    const html = page('<script type="application/ld+json">{"@type":"Organization"}</script>', "");
    expect(stripScripts(html)).toBe(page("", ""));
  });

  it("removes module preload hints in every spelling of the rel attribute", () => {
    const head = [
      '<link rel="modulepreload" href="/_astro/a.js">',
      "<link rel=modulepreload href=/_astro/b.js>",
      "<LINK REL='ModulePreload' href='/_astro/c.js' />",
      '<link href="/_astro/d.js" rel="preload modulepreload">',
    ].join("");
    expect(stripScripts(page(head, ""))).toBe(page("", ""));
  });

  it("keeps every other link: stylesheets, font preloads, preconnects, canonical", () => {
    const head = [
      '<link rel="canonical" href="https://example.org">',
      '<link rel="preload" href="/_astro/f.woff2" as="font" type="font/woff2" crossorigin>',
      '<link rel="stylesheet" href="/_astro/site.css">',
      '<link rel="preconnect" href="https://blog.example.org" crossorigin="use-credentials"/>',
    ].join("");
    expect(stripScripts(page(head, ""))).toBe(page(head, ""));
  });

  it("keeps islands, noscript and custom elements whose name starts with script", () => {
    const body = [
      '<astro-island uid="a" component-url="/_astro/x.js" client="visible"><button>Open</button></astro-island>',
      "<noscript><p>No JavaScript</p></noscript>",
      "<script-list><li>one</li></script-list>",
    ].join("");
    expect(stripScripts(page("", body))).toBe(page("", body));
  });

  it("ends a script at its first end tag, whatever its text looks like", () => {
    const html = page(
      "",
      '<script>const a = "<p>not a tag</p><script>"; const b = 1 > 0;</script ><p>kept</p>',
    );
    expect(stripScripts(html)).toBe(page("", "<p>kept</p>"));
  });

  it("reads a quoted attribute value that holds a closing angle bracket", () => {
    const html = page("", '<script data-note="a > b" src="/x.js"></script><p>kept</p>');
    expect(stripScripts(html)).toBe(page("", "<p>kept</p>"));
  });

  it("matches script tags in any letter case", () => {
    expect(stripScripts(page("", "<SCRIPT>x()</SCRIPT><p>kept</p>"))).toBe(page("", "<p>kept</p>"));
  });

  it("leaves comments as they are, even one that mentions a script", () => {
    const body = "<!-- <script>old()</script> --><p>kept</p>";
    expect(stripScripts(page("", body))).toBe(page("", body));
  });

  it("removes an unclosed script up to the end of the document, as a browser would read it", () => {
    expect(stripScripts("<p>kept</p><script>never closed")).toBe("<p>kept</p>");
  });

  it("returns a page without scripts unchanged", () => {
    const html = page('<link rel="stylesheet" href="/a.css">', "<main><h1>Parks</h1></main>");
    expect(stripScripts(html)).toBe(html);
  });
});

describe("isModulePreload", () => {
  it("is true when rel holds the modulepreload token", () => {
    expect(isModulePreload('<link rel="modulepreload" href="/a.js">')).toBe(true);
  });

  it("is false for a plain preload or a link without rel", () => {
    expect(isModulePreload('<link rel="preload" href="/a.js" as="script">')).toBe(false);
    expect(isModulePreload('<link href="/modulepreload.css">')).toBe(false);
  });
});
