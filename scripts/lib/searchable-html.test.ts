import { gunzipSync } from "node:zlib";

import * as pagefind from "pagefind";
import { afterAll, describe, expect, it } from "vitest";

import { searchableHtml } from "./searchable-html";

/** The text Pagefind keeps for a page whose <main> is `body`: what search excerpts are cut from. */
async function indexedText(body: string): Promise<string> {
  const { index } = await pagefind.createIndex({ forceLanguage: "en" });
  if (!index) throw new Error("Pagefind did not start");
  const html = `<html lang="en"><head><title>Page</title></head><body><main data-pagefind-body="">${body}</main></body></html>`;
  await index.addHTMLFile({ url: "/page", content: searchableHtml(html) });
  const { files } = await index.getFiles();
  const fragment = files.find((file) => file.path.startsWith("fragment/"));
  if (!fragment) throw new Error("Pagefind wrote no fragment");
  const json = gunzipSync(Buffer.from(fragment.content)).toString("utf8");
  return (JSON.parse(json.slice(json.indexOf("{"))) as { content: string }).content;
}

afterAll(async () => {
  await pagefind.close();
});

describe("searchableHtml", () => {
  it("keeps a counter's value once and apart from its label", async () => {
    const text = await indexedText(
      '<dl><div><dt>Global Regions</dt><dd><span class="sr-only">5</span><span aria-hidden="true">5</span></dd></div></dl>',
    );
    expect(text).toMatch(/Global Regions\s5\b/);
    expect(text).not.toContain("55");
  });

  it("keeps a term apart from its description, and a table's cells apart", async () => {
    const text = await indexedText(
      "<dl><dt>Dates</dt><dd>December 3–4</dd></dl><table><tr><th>Plan</th><td>Regular</td></tr></table>",
    );
    expect(text).toContain("Dates December 3–4");
    expect(text).toMatch(/Plan\s+Regular/);
  });

  it("leaves out what assistive technology skips, such as an image's fallback words", async () => {
    const text = await indexedText(
      '<p>Field trips</p><span role="img" aria-label="Image not available"><span aria-hidden="true">Image not available</span></span>',
    );
    expect(text).not.toContain("Image not available");
    expect(text).toContain("Field trips");
  });
});
