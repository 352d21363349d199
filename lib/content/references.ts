/**
 * Rules across files and datasets, which one file's schema can't check (the events folders, the programme's
 * days and speakers, the organisation plan's fee), worded like the content check
 * (docs/decisions/events-and-resources-as-data.md).
 */
import { isPresented, type EventEntry, type EventKind } from "@/content/schemas/event";
import type { ProgrammeDayData } from "@/content/schemas/programme-day";
import { fileProblem, problemAt, type ContentProblem } from "./problem";

type Entry<Data> = { id: string; file: string; data: Data };

const MAX_PROGRAMME_DAYS = 3;

/**
 * What the site needs of the events folders as a whole: something to show for each kind it
 * presents. (Each event's own fields are checked by its kind's schema.)
 */
export function checkEvents(entries: readonly { data: EventEntry }[]): ContentProblem[] {
  const events = entries.map((entry) => entry.data);
  const needs: readonly [EventKind, string, boolean][] = [
    [
      "symposium",
      "a symposium with its page fields (summary, image, links, …)",
      events.some((event) => event.kind === "symposium" && isPresented(event)),
    ],
    ["study-tour", "a study tour", events.some((event) => event.kind === "study-tour")],
    ["awards", "an awards edition", events.some((event) => event.kind === "awards")],
  ];
  return needs
    .filter(([, , isThere]) => !isThere)
    .map(([kind, what]) =>
      fileProblem(
        `content/events/${kind}`,
        `needs ${what}: the home page and the events pages show the next event of each kind, so keep at least one`,
      ),
    );
}

type ProgrammeFiles = {
  events: readonly Entry<EventEntry>[];
  programme: readonly Entry<ProgrammeDayData>[];
  speakerIds: ReadonlySet<string>;
};

/** The events folders' needs, and the programme's days and speakers. */
export function checkReferences(files: ProgrammeFiles): ContentProblem[] {
  return [...checkEvents(files.events), ...checkProgramme(files)];
}

/** Each programme day belongs to a symposium, once, and names speakers who have a file. */
export function checkProgramme({ events, programme, speakerIds }: ProgrammeFiles): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const symposia = events.filter(
    (entry): entry is Entry<Extract<EventEntry, { kind: "symposium" }>> => entry.data.kind === "symposium",
  );
  const daysOf = new Map<string, string[]>();
  const fileOfDate = new Map<string, string>();

  for (const { file, data: day } of [...programme].sort((a, b) => a.data.date.localeCompare(b.data.date))) {
    const first = fileOfDate.get(day.date);
    if (first)
      problems.push(
        problemAt(file, ["date"], `${day.date} is already the day of ${first}; keep one file per day`),
      );
    else fileOfDate.set(day.date, file);

    const symposium = symposia.find(({ data }) => data.start <= day.date && day.date <= data.end);
    if (!symposium) {
      const ranges = symposia.map(({ id, data }) => `${data.start} to ${data.end} for ${id}`).join(", ");
      problems.push(
        problemAt(
          file,
          ["date"],
          `must be one of the days of a symposium in content/events/symposium/ (${ranges}), got '${day.date}'`,
        ),
      );
    } else {
      const days = [...(daysOf.get(symposium.file) ?? []), file];
      daysOf.set(symposium.file, days);
      if (days.length > MAX_PROGRAMME_DAYS)
        problems.push(
          fileProblem(
            file,
            `is day ${days.length} of the programme of ${symposium.file}; the programme page shows at most ${MAX_PROGRAMME_DAYS} days`,
          ),
        );
    }

    day.sessions.forEach((session, sessionIndex) =>
      session.speakers.forEach((speaker, speakerIndex) => {
        if (speakerIds.has(speaker)) return;
        problems.push(
          problemAt(
            file,
            ["sessions", sessionIndex, "speakers", speakerIndex],
            `must be the file name of a speaker in content/speakers/ (without .yaml), got '${speaker}'`,
          ),
        );
      }),
    );
  }
  const presented = symposia.filter(({ data }) => isPresented(data));
  if (presented.length > 0 && !presented.some(({ file }) => daysOf.has(file)))
    problems.push(
      fileProblem(
        "content/programme",
        `has no day of a symposium the site presents (${presented.map(({ file }) => file).join(", ")}); /symposium-program shows the latest programme, so keep at least one`,
      ),
    );
  return problems;
}

type Priced = { price: { nzd: number } };

/**
 * The organisation plan's fee is the smallest budget tier's: the membership pages show the plan's
 * price as the fee "from" which the tiers of /organizational-membership start, in New Zealand
 * dollars, the association's own currency (the other currencies are converted per table).
 */
export function checkOrganisationFee({
  plans,
  tiers,
}: {
  plans: readonly Entry<Priced & { category: string }>[];
  tiers: readonly Entry<Priced>[];
}): ContentProblem[] {
  const smallest = [...tiers].sort((a, b) => a.data.price.nzd - b.data.price.nzd)[0];
  if (!smallest) return [];
  return plans
    .filter(({ data }) => data.category === "organization" && data.price.nzd !== smallest.data.price.nzd)
    .map(({ file, data }) =>
      problemAt(
        file,
        ["price", "nzd"],
        `must be the smallest budget tier's fee, ${smallest.data.price.nzd} in ${smallest.file}, got ${data.price.nzd}; change the two together`,
      ),
    );
}
