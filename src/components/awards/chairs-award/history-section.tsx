import { Badge } from "@/src/components/ui/badge";
import { Disclosure } from "@/src/components/ui/disclosure";
import { Section } from "@/src/components/ui/section";
import {
  awardCountLabel,
  chairsAwardCopy,
  chairsAwardEntriesIn,
  chairsAwardTotalLine,
  chairsAwardYears,
  yearHeaderName,
} from "@/src/data/awards/chairs-award";
import type { ChairsAwardEntry } from "@/content/types";

/**
 * The awards of each year, the latest down to the earliest, as one group of `<details>` rows: one
 * year open at a time (the browser closes the others), the open year closes when clicked again, the
 * latest open on arrival (docs/product.md §2, §4). No script. Each header is named "2020, 1 Award", so the year and its count don't
 * run together.
 */
export function HistorySection({ entries: allEntries }: { entries: readonly ChairsAwardEntry[] }) {
  const { historyHeading } = chairsAwardCopy;
  const years = chairsAwardYears(allEntries);
  return (
    <Section
      tone="muted"
      heading={{
        id: "chairs-award-history-title",
        title: historyHeading.title,
        subtitle: historyHeading.subtitle,
      }}
    >
      <div className="mx-auto grid max-w-4xl gap-3">
        {years.map((year) => {
          const entries = chairsAwardEntriesIn(allEntries, year);
          return (
            <Disclosure
              key={year}
              name="chairs-award-years"
              open={year === years[0]}
              summaryLabel={yearHeaderName(year, entries.length)}
              summaryClassName="text-xl"
              summary={
                <span className="flex flex-1 flex-wrap items-center justify-between gap-3">
                  <span>{year}</span>
                  <Badge tone="open">{awardCountLabel(entries.length)}</Badge>
                </span>
              }
            >
              <ul className="grid gap-3 sm:grid-cols-2">
                {entries.map((entry) => (
                  <li key={entry.name} className="rounded-2xl border border-line bg-surface-muted p-4">
                    <p className="font-semibold text-ink">{entry.name}</p>
                    <p className="mt-1 text-sm text-muted">{entry.category}</p>
                  </li>
                ))}
              </ul>
            </Disclosure>
          );
        })}
      </div>
      <p className="mx-auto mt-8 max-w-4xl text-center font-semibold text-brand-900">
        {chairsAwardTotalLine(allEntries)}
      </p>
    </Section>
  );
}
