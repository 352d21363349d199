import { ArrowRight, Search, SlidersHorizontal } from "lucide-react";

import { Button } from "@/components/ui/button";
import { SmartLink } from "@/components/ui/smart-link";
import type { digitalLibrary } from "@/content/digital-library";

type SearchSectionProps = { copy: (typeof digitalLibrary)["search"] };

/**
 * The library's search bar. This page is a static preview (SPEC §2, §5): the box and buttons have
 * no behaviour, and the note they point to says so and leads to the real library.
 */
export function SearchSection({ copy }: SearchSectionProps) {
  return (
    <section aria-label={copy.label} className="relative z-10 -mt-16 pb-4 sm:-mt-20">
      <div className="page-container">
        <div role="search" className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6">
          <label htmlFor="library-search" className="text-sm font-semibold text-ink">
            {copy.label}
          </label>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <div className="relative flex-1">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted"
              />
              <input
                id="library-search"
                type="search"
                placeholder={copy.placeholder}
                aria-describedby="library-search-note"
                className="h-12 w-full rounded-full border border-line bg-surface pr-4 pl-12 text-base text-ink placeholder:text-muted"
              />
            </div>
            <div className="flex gap-3">
              <Button variant="outline" size="lg" aria-describedby="library-search-note" className="flex-1">
                <SlidersHorizontal aria-hidden="true" />
                {copy.filtersLabel}
              </Button>
              <Button size="lg" aria-describedby="library-search-note" className="flex-1">
                <Search aria-hidden="true" />
                {copy.searchLabel}
              </Button>
            </div>
          </div>
          <p id="library-search-note" className="mt-4 text-sm leading-relaxed text-muted">
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
