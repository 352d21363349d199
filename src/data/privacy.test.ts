import { describe, expect, it } from "vitest";

import { lastChanged, privacyNotice } from "./privacy";
import { contact } from "./site";

const text = (blocks: ReturnType<typeof privacyNotice>) =>
  blocks
    .flatMap((block) => [
      block.title,
      ...block.paragraphs,
      ...(block.items ?? []),
      ...(block.afterItems ?? []),
    ])
    .join("\n");

describe("the privacy notice", () => {
  it("without analytics, says there is none and offers no choice", () => {
    const blocks = privacyNotice("", "https://blog.example.org/blog", "https://example.org");
    expect(text(blocks)).toMatch(/uses no Google Analytics/);
    expect(text(blocks)).not.toMatch(/Accept analytics|_ga\b|measurement ID/);
    expect(blocks.some((block) => block.hasChoice)).toBe(false);
  });

  it("with analytics, names Google Analytics 4, its id, its cookies and that it waits for consent", () => {
    const blocks = privacyNotice("G-ABC123", "https://blog.example.org/blog", "https://example.org");
    const all = text(blocks);
    expect(all).toContain("Google Analytics 4 (measurement ID G-ABC123)");
    expect(all).toContain("_ga and _ga_ABC123");
    expect(all).toContain("It runs only after you choose “Accept analytics”");
    expect(blocks.filter((block) => block.hasChoice)).toHaveLength(1);
  });

  it("names the blog the credentialed requests go to, and what they carry", () => {
    const all = text(privacyNotice("", "https://news.example.net:8443/blog", "https://example.org"));
    expect(all).toContain("requested from news.example.net:8443");
    expect(all).toContain("the association's blog at https://news.example.net:8443.");
    expect(all).toMatch(/credentialed requests: with each one your browser sends any cookies it holds for/);
  });

  it("says analytics cookies go to the blog too only when it shares the site's domain", () => {
    const shared = /analytics cookies described below go with these requests/;
    expect(text(privacyNotice("G-ABC123", "https://example.org/blog", "https://www.example.org"))).toMatch(
      shared,
    );
    expect(text(privacyNotice("G-ABC123", "https://blog.example.net", "https://example.org"))).not.toMatch(
      shared,
    );
    expect(text(privacyNotice("", "https://example.org/blog", "https://example.org"))).not.toMatch(shared);
  });

  it("gives the office's email as the contact and a real date it last changed", () => {
    const questions = privacyNotice().at(-1);
    expect(questions?.link).toEqual({
      label: contact.email.address,
      href: `mailto:${contact.email.address}`,
    });
    expect(new Date(`${lastChanged}T00:00:00Z`).toISOString()).toMatch(new RegExp(`^${lastChanged}`));
  });
});
