import { describe, expect, it } from "vitest";

import { pages } from "@/content/pages";

import { absoluteUrl, fullTitle, pageMetadata } from "./metadata";

describe("absoluteUrl", () => {
  it("joins SITE_URL and the path", () => {
    expect(absoluteUrl("/governance")).toBe("https://example.org/governance");
    expect(absoluteUrl("wup-awards/judges")).toBe("https://example.org/wup-awards/judges");
  });

  it("gives the home page as the bare origin, as Next.js writes its canonical link", () => {
    expect(absoluteUrl("/")).toBe("https://example.org");
  });
});

describe("pageMetadata", () => {
  const metadata = pageMetadata(pages.governance);

  it("sets the page's title for the layout's template, its description and keywords", () => {
    expect(metadata.title).toBe("Governance");
    expect(metadata.description).toBe(pages.governance.description);
    expect(metadata.keywords).toEqual([...pages.governance.keywords]);
  });

  it("sets the canonical URL from SITE_URL and the path", () => {
    expect(metadata.alternates?.canonical).toBe("https://example.org/governance");
  });

  it("fills Open Graph and the Twitter card with the full title and the page's own share image", () => {
    expect(metadata.openGraph).toMatchObject({
      url: "https://example.org/governance",
      title: "Governance | World Urban Parks",
      siteName: "World Urban Parks",
      description: pages.governance.description,
      images: [{ url: "https://example.org/generated/og/governance.png", width: 1200, height: 630 }],
    });
    expect(metadata.twitter).toMatchObject({
      card: "summary_large_image",
      title: "Governance | World Urban Parks",
    });
  });

  it("uses a title that already names the site as is, outside the template", () => {
    expect(pageMetadata(pages.home).title).toEqual({ absolute: pages.home.title });
    expect(fullTitle(pages.home.title)).toBe(pages.home.title);
  });
});
