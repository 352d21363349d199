import { ArrowRight, Search, SlidersHorizontal } from "lucide-react";

import { Button } from "@/src/components/ui/button";
import { SmartLink } from "@/src/components/ui/smart-link";
import type { digitalLibrary, LibraryResourceType } from "@/src/data/digital-library";

type SearchSectionProps = {
  copy: (typeof digitalLibrary)["search"];
  /** The resource types of the items listed on the page, which the filters offer. */
  types: readonly LibraryResourceType[];
};

/**
 * The library's search bar: its words and the types ticked under Filters narrow the resources
 * listed below (lib/browser/library-search.ts, a page script), and a status line says how many
 * match. Without scripts the bar is hidden (`data-with-scripts`) and the note leads to the member
 * library, which searches everything.
 */
export function SearchSection({ copy, types }: SearchSectionProps) {
  return (
    <section aria-label={copy.label} className="relative z-10 -mt-16 pb-4 sm:-mt-20">
      <div className="page-container">
        <div className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6">
          <form role="search" data-library-search data-with-scripts aria-label={copy.label}>
            <label htmlFor="library-search" className="text-sm font-semibold text-ink">
              {copy.fieldLabel}
            </label>
            <div className="mt-2 flex flex-col gap-3 sm:flex-row">
              <div className="relative flex-1">
                <Search
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted"
                />
                <input
                  id="library-search"
                  name="q"
                  type="search"
                  placeholder={copy.placeholder}
                  autoComplete="off"
                  className="h-12 w-full rounded-full border border-line bg-surface pr-4 pl-12 text-base text-ink placeholder:text-muted"
                />
              </div>
              <div className="flex gap-3">
                <Button
                  type="button"
                  variant="outline"
                  size="lg"
                  aria-expanded="false"
                  aria-controls="library-filters"
                  data-library-filters-button
                  className="flex-1"
                >
                  <SlidersHorizontal aria-hidden="true" />
                  {copy.filtersLabel}
                </Button>
                <Button type="submit" size="lg" className="flex-1">
                  <Search aria-hidden="true" />
                  {copy.searchLabel}
                </Button>
              </div>
            </div>
            <fieldset id="library-filters" data-library-filters hidden className="mt-4">
              <legend className="text-sm font-semibold text-ink">{copy.filtersLegend}</legend>
              <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                {types.map((type) => (
                  <label key={type} className="inline-flex min-h-11 items-center gap-2 text-ink">
                    <input type="checkbox" name="type" value={type} className="size-5 accent-brand-700" />
                    {type}
                  </label>
                ))}
              </div>
            </fieldset>
            <p
              role="status"
              data-library-status
              data-matching={copy.matching}
              data-none={copy.none}
              className="mt-4 font-semibold text-ink empty:hidden"
            />
          </form>
          <p className="mt-4 text-sm leading-relaxed text-muted">
            {copy.note}{" "}
            <SmartLink
              href={copy.noteLink}
              className="inline-flex items-center gap-1 rounded font-semibold text-brand-800 underline hover:text-brand-950"
            >
              {copy.noteLinkText}
              <ArrowRight aria-hidden="true" className="size-4" />
            </SmartLink>
          </p>
        </div>
      </div>
    </section>
  );
}
