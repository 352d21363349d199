/**
 * A built page as the search index should read it (scripts/search-index.ts): what assistive technology skips
 * (`aria-hidden="true"`) gets `data-pagefind-ignore`, and a space follows each `</dt>`, `</th>` and `</td>`, which
 * changes nothing on the page. Only the copy handed to the index changes (docs/decisions/site-search.md).
 */
const HIDDEN = /\saria-hidden="true"/g;
const CELL_END = /<\/(dt|th|td)>/g;

export function searchableHtml(html: string): string {
  return html.replace(HIDDEN, "$& data-pagefind-ignore").replace(CELL_END, "$& ");
}
