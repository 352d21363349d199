import { useIsHydrated } from "@/src/hooks/use-is-hydrated";
import { type DateRange, dayRangeParts, nextParksWeek } from "@/lib/event-dates";

type NextEdition = DateRange & { year: number };

/**
 * The next edition's dates from the rule. The HTML carries the edition as of the build; in the
 * browser the dates are worked out again for today, so an old build never shows a past week.
 */
export function NextEditionDates({ atBuild }: { atBuild: NextEdition }) {
  const isHydrated = useIsHydrated();
  const edition = isHydrated ? nextParksWeek(new Date()) : atBuild;
  const shown = dayRangeParts(edition);
  return (
    <p className="mt-1 text-2xl font-bold text-white sm:text-3xl">
      <time dateTime={edition.start}>{shown.start}</time>
      {shown.separator}
      <time dateTime={edition.end}>{shown.end}</time>
    </p>
  );
}
