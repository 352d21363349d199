import { AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Badge } from "@/components/ui/badge";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import {
  awardCountLabel,
  chairsAwardCopy,
  chairsAwardEntriesIn,
  chairsAwardTotalLine,
  chairsAwardYears,
  DEFAULT_OPEN_YEAR,
  yearHeaderName,
} from "@/content/awards/chairs-award";

import { YearAccordion } from "./year-accordion";

/**
 * The awards of 2024 down to 2015 in an accordion: one year open at a time, the open year closes
 * when clicked again, 2024 open on arrival (SPEC §2, §4). Closed years stay in the HTML, hidden.
 * Each header is named "2020, 1 Award", so the year and its count don't run together.
 */
export function HistorySection() {
  const { historyHeading } = chairsAwardCopy;
  return (
    <Section tone="muted" aria-labelledby="chairs-award-history-title">
      <SectionHeading
        id="chairs-award-history-title"
        title={historyHeading.title}
        subtitle={historyHeading.subtitle}
      />
      <YearAccordion defaultValue={String(DEFAULT_OPEN_YEAR)} className="mx-auto grid max-w-4xl gap-3">
        {chairsAwardYears.map((year) => {
          const entries = chairsAwardEntriesIn(year);
          return (
            <AccordionItem key={year} value={String(year)}>
              <AccordionTrigger className="text-xl" aria-label={yearHeaderName(year, entries.length)}>
                <span className="flex flex-1 flex-wrap items-center justify-between gap-3">
                  <span>{year}</span>
                  <Badge tone="open">{awardCountLabel(entries.length)}</Badge>
                </span>
              </AccordionTrigger>
              <AccordionContent>
                <ul className="grid gap-3 sm:grid-cols-2">
                  {entries.map((entry) => (
                    <li key={entry.name} className="rounded-2xl border border-line bg-surface-muted p-4">
                      <p className="font-semibold text-ink">{entry.name}</p>
                      <p className="mt-1 text-sm text-muted">{entry.category}</p>
                    </li>
                  ))}
                </ul>
              </AccordionContent>
            </AccordionItem>
          );
        })}
      </YearAccordion>
      <p className="mx-auto mt-8 max-w-4xl text-center font-semibold text-brand-900">
        {chairsAwardTotalLine()}
      </p>
    </Section>
  );
}
