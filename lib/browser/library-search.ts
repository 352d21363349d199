/*
 * The /digital-library search bar (src/components/resources/digital-library/search-section.tsx): its words
 * and its resource types narrow the resources listed on the page, by markup alone and without React
 * (docs/decisions/library-search.md).
 */

/** Lower case, without accents: "Parc Blandán" and "parc blandan" match. */
export function foldText(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Whether `text` holds every word of `query`. */
export function matchesQuery(text: string, query: string): boolean {
  const haystack = foldText(text);
  return foldText(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The status line's words: `{shown}`, `{total}` and `{query}` are filled in. */
type LibrarySearchWords = { matching: string; none: string };

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

export function installLibrarySearch(root: ParentNode = document): void {
  const form = root.querySelector<HTMLFormElement>("form[data-library-search]");
  if (!form || form.dataset.installed) return;
  form.dataset.installed = "true";
  const input = form.querySelector<HTMLInputElement>("input[type=search]");
  const status = form.querySelector<HTMLElement>("[data-library-status]");
  const filtersButton = form.querySelector<HTMLButtonElement>("[data-library-filters-button]");
  const filters = form.querySelector<HTMLElement>("[data-library-filters]");
  const items = [...root.querySelectorAll<HTMLElement>("[data-library-item]")];
  const sections = [...root.querySelectorAll<HTMLElement>("[data-library-section]")];
  const words: LibrarySearchWords = {
    matching: status?.dataset.matching ?? "",
    none: status?.dataset.none ?? "",
  };

  function apply() {
    const query = input?.value.trim() ?? "";
    const types = new Set(
      [...form!.querySelectorAll<HTMLInputElement>("input[type=checkbox]:checked")].map((box) => box.value),
    );
    let shown = 0;
    for (const item of items) {
      const isShown =
        (types.size === 0 || types.has(item.dataset.libraryItem ?? "")) &&
        matchesQuery(item.textContent ?? "", query);
      item.hidden = !isShown;
      if (isShown) shown += 1;
    }
    for (const section of sections)
      section.hidden = !section.querySelector("[data-library-item]:not([hidden])");
    if (!status) return;
    const isNarrowed = query !== "" || types.size > 0;
    const values = { shown: String(shown), total: String(items.length), query };
    status.textContent = !isNarrowed ? "" : fill(shown === 0 ? words.none : words.matching, values);
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    apply();
  });
  form.addEventListener("input", apply);
  form.addEventListener("change", apply);
  form.addEventListener("reset", () => queueMicrotask(apply));
  filtersButton?.addEventListener("click", () => {
    if (!filters) return;
    filters.hidden = !filters.hidden;
    filtersButton.setAttribute("aria-expanded", String(!filters.hidden));
  });
}
