import { WhenDays } from "@/src/components/ui/when";
import { nextDay, type Span } from "@/lib/as-of";
import { dayRangeParts, parksWeekOf, type DateRange } from "@/lib/event-dates";

type NextEdition = DateRange & { year: number };

/** How many editions the page carries: the build's next one and those after it, for a page not rebuilt for years. */
const EDITIONS = 3;

/**
 * The next edition's dates. The HTML carries the build's next edition and the two after it, each marked with the
 * days on which it is the next one (`WhenDays`); the page script shows the one for the visitor's day, so an old
 * build never shows a past week, and no React loads for it (docs/decisions/counters-without-react.md).
 */
export function NextEditionDates({ atBuild }: { atBuild: NextEdition }) {
  const editions: NextEdition[] = Array.from({ length: EDITIONS }, (_, index) =>
    index === 0 ? atBuild : { year: atBuild.year + index, ...parksWeekOf(atBuild.year + index) },
  );
  return editions.map((edition, index) => {
    const previous = editions[index - 1];
    const span: Span = {
      ...(previous && { from: nextDay(previous.end) }),
      ...(index < EDITIONS - 1 && { until: nextDay(edition.end) }),
    };
    const shown = dayRangeParts(edition);
    return (
      <WhenDays key={edition.year} spans={[span]}>
        <p className="mt-1 text-2xl font-bold text-white sm:text-3xl">
          <time dateTime={edition.start}>{shown.start}</time>
          {shown.separator}
          <time dateTime={edition.end}>{shown.end}</time>
        </p>
      </WhenDays>
    );
  });
}
