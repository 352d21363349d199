/**
 * A symposium's programme as /symposium-program shows it: its days in order, each session with its speakers
 * (docs/decisions/events-and-resources-as-data.md).
 */
import type { ProgrammeDayData } from "@/content/schemas/programme-day";
import type { SpeakerData } from "@/content/schemas/speaker";
import { dayIds, type PresentedSymposium, type Speaker, type SymposiumDay } from "@/content/types";

import { formatWeekday } from "./event-dates";
import { generatedImage } from "./images";

type Entry<Data> = { id: string; data: Data };

function speakerOf({ photo, ...speaker }: SpeakerData): Speaker {
  return photo ? { ...speaker, photo: generatedImage(photo).src } : speaker;
}

/** The programme days that fall within `symposium`, earliest first. */
export function daysOf(symposium: { start: string; end: string }, days: readonly ProgrammeDayData[]) {
  return days
    .filter((day) => symposium.start <= day.date && day.date <= symposium.end)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** Whether `symposium` has its programme yet: the symposium page and home card link to it then. */
export function programmeState(
  symposium: { start: string; end: string },
  days: readonly ProgrammeDayData[],
): { hasProgramme: boolean } {
  return { hasProgramme: daysOf(symposium, days).length > 0 };
}

/** The symposium whose programme the page shows: `current`, or the latest earlier one with days. */
export function programmeSymposium(
  symposia: readonly PresentedSymposium[],
  current: PresentedSymposium,
  days: readonly ProgrammeDayData[],
): PresentedSymposium {
  const candidates = symposia.filter((symposium) => symposium.start <= current.start);
  return candidates.findLast((symposium) => daysOf(symposium, days).length > 0) ?? current;
}

/** The programme of `symposium`, its speakers in their sessions. */
export function programmeOf(
  symposium: { start: string; end: string },
  days: readonly Entry<ProgrammeDayData>[],
  speakers: readonly Entry<SpeakerData>[],
): SymposiumDay[] {
  const speakerById = new Map(speakers.map((speaker) => [speaker.id, speakerOf(speaker.data)]));
  const speakerNamed = (id: string) => {
    const speaker = speakerById.get(id);
    if (!speaker)
      throw new Error(`content/programme names a speaker with no file: content/speakers/${id}.yaml`);
    return speaker;
  };
  return daysOf(
    symposium,
    days.map((day) => day.data),
  ).flatMap((day, index) => {
    const id = dayIds[index];
    if (!id) return [];
    return [
      {
        id,
        date: day.date,
        dayName: formatWeekday(day.date),
        sessions: day.sessions.map((session) => ({
          ...session,
          speakers: session.speakers.map(speakerNamed),
        })),
      },
    ];
  });
}

/** Whether the programme is still an example: any of its speakers is a sample. */
export function isSampleProgramme(days: readonly SymposiumDay[]): boolean {
  return days.some((day) =>
    day.sessions.some((session) => session.speakers.some((speaker) => speaker.sample)),
  );
}
