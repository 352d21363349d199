import { useSyncExternalStore, type ReactNode } from "react";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/src/components/ui/tabs";
import { DEFAULT_DAY, isDayId, programCopy, sessionCount } from "@/src/data/symposium-program";
import type { DayId, SymposiumDay } from "@/content/types";
import { formatShortDay } from "@/lib/event-dates";

/** What a day's tab shows, worked out at build time (the island gets plain data). */
export type DayTab = {
  id: DayId;
  /** "Day 1, Wednesday 8 Oct, 8 sessions" */
  name: string;
  label: string;
  dayName: string;
  shortDate: string;
  sessionCount: number;
  sessionsLabel: string;
};

export function dayTabs(days: readonly SymposiumDay[]): DayTab[] {
  return days.map((day, index) => ({
    id: day.id,
    name: programCopy.dayTabName(index, day.dayName, formatShortDay(day.date), sessionCount(day)),
    label: programCopy.dayLabel(index),
    dayName: day.dayName,
    shortDate: formatShortDay(day.date),
    sessionCount: sessionCount(day),
    sessionsLabel: programCopy.sessionsLabel(sessionCount(day)),
  }));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

/** The day in the address (`#day2`), so a day can be linked; day1 when there is none. */
function useDayFromHash(): DayId {
  const hash = useSyncExternalStore(
    subscribe,
    () => window.location.hash.slice(1),
    () => "",
  );
  return isDayId(hash) ? hash : DEFAULT_DAY;
}

function selectDay(day: string) {
  if (!isDayId(day)) return;
  window.history.replaceState(window.history.state, "", `#${day}`);
  window.dispatchEvent(new HashChangeEvent("hashchange"));
}

type ProgramTabsProps = {
  days: readonly DayTab[];
  label: string;
} & Partial<Record<DayId, ReactNode>>;

/**
 * Three day tabs (arrow keys move between them), each with its session count; the selected day
 * lives in the address. Each day's panel is pre-rendered HTML the page passes in, as the slot
 * named after the day (`day1`, `day2`, `day3`), so only the tabs need script.
 */
export function ProgramTabs({ days, label, ...panels }: ProgramTabsProps) {
  const activeDay = useDayFromHash();

  return (
    <Tabs value={activeDay} onValueChange={selectDay}>
      <TabsList aria-label={label} layout="grid grid-cols-3 gap-1.5 sm:gap-2">
        {days.map((day) => (
          <TabsTrigger
            key={day.id}
            value={day.id}
            aria-label={day.name}
            layout="flex flex-col gap-0.5 px-2 py-2.5 sm:px-4 sm:py-3"
            className="h-auto min-w-0"
          >
            <span className="text-base">{day.label}</span>
            <span className="text-xs font-medium">
              <span className="sr-only">{day.dayName} </span>
              {day.shortDate}
            </span>
            <span
              data-session-count={day.sessionCount}
              className="mt-1 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900"
            >
              {day.sessionsLabel}
            </span>
          </TabsTrigger>
        ))}
      </TabsList>
      {days.map((day) => (
        <TabsContent key={day.id} value={day.id}>
          {panels[day.id]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
