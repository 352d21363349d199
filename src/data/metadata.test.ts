import { describe, expect, it } from "vitest";

import { pages } from "@/src/data/pages";

import { absoluteUrl, fullTitle, pageHead } from "./metadata";

describe("absoluteUrl", () => {
  it("joins SITE_URL and the path", () => {
    expect(absoluteUrl("/governance")).toBe("https://example.org/governance");
    expect(absoluteUrl("wup-awards/judges")).toBe("https://example.org/wup-awards/judges");
  });

  it("gives the home page as the bare origin, without a trailing slash", () => {
    expect(absoluteUrl("/")).toBe("https://example.org");
  });
});

describe("pageHead", () => {
  const head = pageHead(pages.governance);

  it("gives the page's full title, its description and keywords", () => {
    expect(head.title).toBe("Governance | World Urban Parks");
    expect(head.description).toBe(pages.governance.description);
    expect(head.keywords).toBe(pages.governance.keywords.join(","));
  });

  it("sets the canonical URL from SITE_URL and the path", () => {
    expect(head.canonical).toBe("https://example.org/governance");
  });

  it("shares the page's own generated image", () => {
    expect(head.share).toEqual({
      image: "https://example.org/generated/og/governance.png",
      width: 1200,
      height: 630,
    });
  });

  it("uses a title that already names the site as is", () => {
    expect(pageHead(pages.home).title).toBe(pages.home.title);
    expect(fullTitle(pages.home.title)).toBe(pages.home.title);
  });

  it("gives a page without an address no canonical URL and no share card", () => {
    const notFound = pageHead({ title: "Page not found", description: "Nothing here." });
    expect(notFound.canonical).toBeUndefined();
    expect(notFound.share).toBeUndefined();
  });
});
