/**
 * The Pagefind client (out/pagefind/, written by scripts/search-index.ts), loaded from the site only
 * when the search opens. The bundler must leave this import alone: it is a file of the built site.
 */
export type SearchHit = { url: string; title: string; excerpt: string };

type PagefindResultData = { url: string; excerpt: string; meta: { title?: string } };
type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  debouncedSearch: (
    query: string,
    options?: Record<string, unknown>,
    debounceMs?: number,
  ) => Promise<{ results: { data: () => Promise<PagefindResultData> }[] } | null>;
};

const PAGEFIND_URL = "/pagefind/pagefind.js";
export const SEARCH_RESULT_LIMIT = 8;

let pagefind: Promise<Pagefind> | undefined;

export function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (
    import(/* webpackIgnore: true */ /* turbopackIgnore: true */ PAGEFIND_URL) as Promise<Pagefind>
  ).then(async (module) => {
    await module.options({ excerptLength: 24 });
    await module.init();
    return module;
  });
  pagefind.catch(() => {
    pagefind = undefined;
  });
  return pagefind;
}

/** Up to 8 hits for the query; null when a newer query superseded this one. */
export async function searchSite(query: string): Promise<SearchHit[] | null> {
  const search = await (await loadPagefind()).debouncedSearch(query, {}, 150);
  if (!search) return null;
  const data = await Promise.all(search.results.slice(0, SEARCH_RESULT_LIMIT).map((result) => result.data()));
  return data.map((hit) => ({ url: hit.url, title: hit.meta.title ?? hit.url, excerpt: hit.excerpt }));
}
