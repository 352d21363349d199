"use client";

import { useSyncExternalStore } from "react";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { DEFAULT_DAY, isDayId, programCopy, sessionCount } from "@/content/symposium-program";
import type { DayId, SymposiumDay } from "@/content/types";
import { formatLongDate, formatShortDay } from "@/lib/event-dates";

import { SessionList } from "./session-list";

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

/** Three day tabs (arrow keys move between them), each with its session count and sessions. */
export function ProgramTabs({ days, label }: { days: readonly SymposiumDay[]; label: string }) {
  const activeDay = useDayFromHash();

  return (
    <Tabs value={activeDay} onValueChange={selectDay}>
      <TabsList aria-label={label} layout="grid grid-cols-3 gap-1.5 sm:gap-2">
        {days.map((day, index) => (
          <TabsTrigger
            key={day.id}
            value={day.id}
            aria-label={programCopy.dayTabName(
              index,
              day.dayName,
              formatShortDay(day.date),
              sessionCount(day),
            )}
            layout="flex flex-col gap-0.5 px-2 py-2.5 sm:px-4 sm:py-3"
            className="h-auto min-w-0"
          >
            <span className="text-base">{programCopy.dayLabel(index)}</span>
            <span className="text-xs font-medium">
              <span className="sr-only">{day.dayName} </span>
              {formatShortDay(day.date)}
            </span>
            <span
              data-session-count={sessionCount(day)}
              className="mt-1 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900"
            >
              {programCopy.sessionsLabel(sessionCount(day))}
            </span>
          </TabsTrigger>
        ))}
      </TabsList>
      {days.map((day, index) => (
        <TabsContent key={day.id} value={day.id}>
          <p className="mb-4 text-xl font-bold text-ink">
            {programCopy.dayHeading(index, formatLongDate(day.date))}
            <span className="ml-2 text-base font-medium text-muted">
              ({programCopy.sessionsLabel(sessionCount(day))})
            </span>
          </p>
          <SessionList sessions={day.sessions} label={programCopy.sessionsListLabel(index)} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
