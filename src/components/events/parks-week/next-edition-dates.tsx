import { AddToCalendar } from "@/src/components/ui/add-to-calendar";
import { WhenDays } from "@/src/components/ui/when";
import { parksWeekCalendarFile, parksWeekName } from "@/src/data/calendar-events";
import { nextDay, type Span } from "@/lib/as-of";
import { dayRangeParts, type DateRange } from "@/lib/event-dates";

type Edition = DateRange & { year: number };

/**
 * The days on which each edition is the next one: the first until its week is over, each later one from the day
 * after the one before it ends, the last with no end.
 */
function nextOnDays(editions: readonly Edition[]): { edition: Edition; span: Span }[] {
  return editions.map((edition, index) => {
    const previous = editions[index - 1];
    return {
      edition,
      span: {
        ...(previous && { from: nextDay(previous.end) }),
        ...(index < editions.length - 1 && { until: nextDay(edition.end) }),
      },
    };
  });
}

/**
 * The next edition's dates. The HTML carries the build's next edition and those after it (`upcomingParksWeeks`), each
 * marked with the days on which it is the next one (`WhenDays`); the page script shows the one for the visitor's day,
 * so an old build never shows a past week, and no React loads for it
 * (docs/decisions/text-routes-paint-like-their-static-copy.md).
 */
export function NextEditionDates({ editions }: { editions: readonly Edition[] }) {
  return nextOnDays(editions).map(({ edition, span }) => {
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

/** 'Add to calendar' for the edition shown as the next one, on the same days as its dates (above). */
export function NextEditionCalendarLink({ editions }: { editions: readonly Edition[] }) {
  return nextOnDays(editions).map(({ edition, span }) => (
    <WhenDays key={edition.year} spans={[span]}>
      <AddToCalendar
        file={parksWeekCalendarFile(edition.year)}
        eventName={parksWeekName(edition.year)}
        size="lg"
      />
    </WhenDays>
  ));
}
