import { programCopy, sessionCount } from "@/src/data/symposium-program";
import type { SymposiumDay } from "@/content/types";
import { formatLongDate } from "@/lib/event-dates";

import { SessionList } from "./session-list";

/** One day of the programme: its date, its session count and its sessions (a tab's panel). */
export function DayPanel({ day, index }: { day: SymposiumDay; index: number }) {
  return (
    <>
      <p className="mb-4 text-xl font-bold text-ink">
        {programCopy.dayHeading(index, formatLongDate(day.date))}
        <span className="ml-2 text-base font-medium text-muted">
          ({programCopy.sessionsLabel(sessionCount(day))})
        </span>
      </p>
      <SessionList sessions={day.sessions} label={programCopy.sessionsListLabel(index)} />
    </>
  );
}
