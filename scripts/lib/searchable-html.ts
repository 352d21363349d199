/**
 * A built page as the search index should read it (scripts/search-index.ts). Pagefind reads the
 * text of `<main>` as it stands, and two things in the site's markup made junk of its excerpts:
 * - what assistive technology skips (`aria-hidden="true"`) is decoration or a copy of text read
 *   elsewhere: a counter's visible digits beside its screen-reader value ("Global Regions55"), an
 *   image's "Image not available" fallback. The index skips it too (`data-pagefind-ignore`);
 * - Pagefind runs a term and its description together ("DatesDecember 03-04"): a space after each
 *   `</dt>`, `</th>` and `</td>` keeps the words apart. Whitespace between these elements changes
 *   nothing on the page.
 * The page files in out/ are not changed; only the copy handed to the index is.
 */
const HIDDEN = /\saria-hidden="true"/g;
const CELL_END = /<\/(dt|th|td)>/g;

export function searchableHtml(html: string): string {
  return html.replace(HIDDEN, "$& data-pagefind-ignore").replace(CELL_END, "$& ");
}
