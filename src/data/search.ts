/**
 * The site search (the navigation bar's button and its dialog): every text a visitor reads or
 * hears there. Results come from the Pagefind index built from the pages themselves.
 */

export const searchCopy = {
  buttonLabel: "Search",
  title: "Search the site",
  description: "Pages, people, committees, award winners, plans and programme sessions.",
  inputLabel: "Search for",
  placeholder: "Try “climate”, “judges” or “student”",
  searching: "Searching…",
  unavailable: "Search is not available right now. The site map lists every page.",
  resultsLabel: "Search results",
  closeLabel: "Close search",
  /** The live summary under the field once a search has answered; "Top N" when the list is full. */
  summary: (count: number, query: string, limit: number): string => {
    if (count === 0) return `No pages found for “${query}”.`;
    const amount = count === limit ? `Top ${limit}` : String(count);
    return `${amount} ${count === 1 ? "page" : "pages"} found for “${query}”.`;
  },
} as const;
