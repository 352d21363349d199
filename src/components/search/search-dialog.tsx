import { FileText, Search } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";

import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/src/components/ui/dialog";
import { searchCopy } from "@/src/data/search";

import { highlightParts } from "./highlight";
import { loadPagefind, SEARCH_RESULT_LIMIT, searchSite, type SearchHit } from "./pagefind";

type SearchState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "done"; query: string; hits: SearchHit[] }
  | { status: "unavailable" };

export type SearchDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes once the dialog has closed (it has no trigger to return to). */
  onClosed: () => void;
  /** What the visitor typed after "/" while the dialog's code was still on its way. */
  initialQuery?: string;
  /** Called once the dialog has mounted: from then on its field takes what is typed. */
  onShown?: () => void;
};

/** Site search as you type, over every pre-rendered page (Pagefind, built at build time). */
export function SearchDialog({
  open,
  onOpenChange,
  onClosed,
  initialQuery = "",
  onShown,
}: SearchDialogProps) {
  const [query, setQuery] = useState("");
  const [state, setState] = useState<SearchState>({ status: "idle" });
  const inputId = useId();
  const latestSearch = useRef(0);

  useEffect(() => {
    loadPagefind().catch(() => setState({ status: "unavailable" }));
  }, []);

  const search = (value: string) => {
    setQuery(value);
    const trimmed = value.trim();
    const ticket = ++latestSearch.current;
    if (!trimmed) {
      setState((current) => (current.status === "unavailable" ? current : { status: "idle" }));
      return;
    }
    setState({ status: "loading" });
    searchSite(trimmed).then(
      (hits) => {
        if (ticket === latestSearch.current && hits) setState({ status: "done", query: trimmed, hits });
      },
      () => {
        if (ticket === latestSearch.current) setState({ status: "unavailable" });
      },
    );
  };

  // Keys typed before the dialog existed are not lost: they are the first query.
  const typedAhead = useRef(initialQuery);
  const fieldRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (typedAhead.current) search(typedAhead.current);
    typedAhead.current = "";
    onShown?.();
    // Once, on the first open: `search` is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // ArrowDown and ArrowUp move from the field through the results and back, as in a combobox;
  // Tab still works as everywhere.
  const searchArea = useRef<HTMLDivElement>(null);
  const moveFocus = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const area = searchArea.current;
    if (!area) return;
    const stops = [...area.querySelectorAll<HTMLElement>("input, ul a")];
    const at = stops.indexOf(document.activeElement as HTMLElement);
    if (at < 0 || stops.length < 2) return;
    const next = stops[Math.min(Math.max(at + (event.key === "ArrowDown" ? 1 : -1), 0), stops.length - 1)];
    event.preventDefault();
    next?.focus();
  };

  const summary =
    state.status === "done"
      ? searchCopy.summary(state.hits.length, state.query, SEARCH_RESULT_LIMIT)
      : state.status === "unavailable"
        ? searchCopy.unavailable
        : "";

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={searchCopy.closeLabel}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
        onOpenAutoFocus={(event) => {
          // Focus the field with the caret after what is already in it (Radix would select it all,
          // and the next key typed would replace the words typed ahead).
          const field = fieldRef.current;
          if (!field) return;
          event.preventDefault();
          field.focus();
          field.setSelectionRange(field.value.length, field.value.length);
        }}
        placement="top"
        className="p-5 sm:p-6"
      >
        <DialogTitle size="compact" className="pr-12">
          {searchCopy.title}
        </DialogTitle>
        <DialogDescription className="mt-1 text-sm">{searchCopy.description}</DialogDescription>
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys among the field and links inside, each focusable itself */}
        <div ref={searchArea} onKeyDown={moveFocus}>
          <div className="relative mt-4">
            <label htmlFor={inputId} className="sr-only">
              {searchCopy.inputLabel}
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
            />
            <input
              ref={fieldRef}
              id={inputId}
              type="search"
              value={query}
              onChange={(event) => search(event.target.value)}
              placeholder={searchCopy.placeholder}
              autoComplete="off"
              spellCheck={false}
              className="h-12 w-full rounded-full border border-line bg-surface pr-4 pl-11 text-base text-ink placeholder:text-muted focus:border-brand-700"
            />
          </div>
          <p role="status" className="mt-4 min-h-5 text-sm text-muted">
            {state.status === "loading" ? searchCopy.searching : summary}
          </p>
          {state.status === "done" && state.hits.length > 0 && (
            <ul className="mt-3 flex flex-col gap-2" aria-label={searchCopy.resultsLabel}>
              {state.hits.map((hit) => (
                <li key={hit.url}>
                  <a
                    href={hit.url}
                    onClick={() => onOpenChange(false)}
                    className="flex gap-3 rounded-xl border border-line p-4 transition-colors hover:border-brand-300 hover:bg-brand-50"
                  >
                    <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                    <span className="min-w-0">
                      <span className="block font-semibold text-ink">{hit.title}</span>
                      <span className="mt-1 block text-sm leading-relaxed text-muted">
                        {highlightParts(hit.excerpt).map((part, index) =>
                          part.isMatch ? (
                            <mark key={index} className="rounded bg-accent-200 px-0.5 text-ink">
                              {part.text}
                            </mark>
                          ) : (
                            <span key={index}>{part.text}</span>
                          ),
                        )}
                      </span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
