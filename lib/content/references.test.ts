import { describe, expect, it } from "vitest";

import { isPresented, type EventEntry } from "@/content/schemas/event";
import type { ProgrammeDayData } from "@/content/schemas/programme-day";

import { readDataset, readEvents } from "./load";
import { problemText } from "./problem";
import {
  checkOrganisationFee as organisationFeeProblems,
  checkReferences as referenceProblems,
} from "./references";

/** The rules' problems as the content check prints them, one line each. */
const checkReferences = (...args: Parameters<typeof referenceProblems>) =>
  referenceProblems(...args).map(problemText);
const checkOrganisationFee = (...args: Parameters<typeof organisationFeeProblems>) =>
  organisationFeeProblems(...args).map(problemText);

const events = readEvents();
const programme = readDataset("programme");
const speakerIds = new Set(readDataset("speakers").map((entry) => entry.id));

type Entry<Data> = { id: string; file: string; data: Data };

/** The programme with one day's data changed. */
function withDay(file: string, change: (day: ProgrammeDayData) => ProgrammeDayData) {
  return programme.map((entry) => (entry.file === file ? { ...entry, data: change(entry.data) } : entry));
}

describe("rules across the event, programme and speaker files", () => {
  it("hold for the site's content", () => {
    expect(checkReferences({ events, programme, speakerIds })).toEqual([]);
  });

  it("name a session's speaker who has no file", () => {
    const [day] = programme.filter((entry) => entry.data.sessions.length > 0);
    if (!day) throw new Error("content/programme has no session");
    const broken = withDay(day.file, (data) => ({
      ...data,
      sessions: data.sessions.map((session, index) =>
        index === 0 ? { ...session, speakers: ["no-such-speaker"] } : session,
      ),
    }));
    expect(checkReferences({ events, programme: broken, speakerIds })).toEqual([
      `${day.file}: sessions → #1 → speakers → #1 must be the file name of a speaker in content/speakers/ (without .yaml), got 'no-such-speaker'`,
    ]);
  });

  it("hold a programme day to the days of a symposium, one file per day", () => {
    const symposia = events.filter((entry) => entry.data.kind === "symposium");
    const symposiumOf = (date: string) => symposia.find(({ data }) => data.start <= date && date <= data.end);
    const days = [...programme].sort((a, b) => a.data.date.localeCompare(b.data.date));
    const [first, second] = days.filter((day, _, all) =>
      all.some((other) => other !== day && symposiumOf(other.data.date) === symposiumOf(day.data.date)),
    );
    if (!first || !second) throw new Error("content/programme has no symposium of two days or more");

    const outside = "2099-01-01";
    const moved = withDay(second.file, (day) => ({ ...day, date: outside }));
    const ranges = symposia.map(({ id, data }) => `${data.start} to ${data.end} for ${id}`).join(", ");
    expect(checkReferences({ events, programme: moved, speakerIds })).toEqual([
      `${second.file}: date must be one of the days of a symposium in content/events/symposium/ (${ranges}), got '${outside}'`,
    ]);
    const twice = withDay(second.file, (day) => ({ ...day, date: first.data.date }));
    expect(checkReferences({ events, programme: twice, speakerIds })).toEqual([
      `${second.file}: date ${first.data.date} is already the day of ${first.file}; keep one file per day`,
    ]);
  });

  it("ask for an event of each kind the site presents", () => {
    const withoutTour = events.filter((entry) => entry.data.kind !== "study-tour");
    expect(checkReferences({ events: withoutTour, programme, speakerIds })).toEqual([
      "content/events/study-tour: needs a study tour: the home page and the events pages show the next event of each kind, so keep at least one",
    ]);
    const listedOnly: Entry<EventEntry>[] = events.filter(
      (entry) => entry.data.kind !== "symposium" || !isPresented(entry.data),
    );
    expect(checkReferences({ events: listedOnly, programme: [], speakerIds })).toContain(
      "content/events/symposium: needs a symposium with its page fields (summary, image, links, …): the home page and the events pages show the next event of each kind, so keep at least one",
    );
  });

  it("ask for a programme of a symposium the site presents", () => {
    const presented = events.filter((entry) => entry.data.kind === "symposium" && isPresented(entry.data));
    expect(checkReferences({ events, programme: [], speakerIds })).toEqual([
      `content/programme: has no day of a symposium the site presents (${presented.map(({ file }) => file).join(", ")}); /symposium-program shows the latest programme, so keep at least one`,
    ]);
  });
});

describe("the organisation plan's fee", () => {
  const plans = readDataset("plans");
  const tiers = readDataset("budgetTiers");
  const organisation = plans.find((entry) => entry.data.category === "organization");
  const smallest = [...tiers].sort((a, b) => a.data.price.nzd - b.data.price.nzd)[0];

  it("is the smallest budget tier's in the content", () => {
    expect(checkOrganisationFee({ plans, tiers })).toEqual([]);
  });

  it("is reported, naming both files, when only one of the two changes", () => {
    if (!organisation || !smallest) throw new Error("content has no organisation plan or no budget tier");
    const raised = plans.map((entry) =>
      entry === organisation
        ? {
            ...entry,
            data: { ...entry.data, price: { ...entry.data.price, nzd: smallest.data.price.nzd + 1 } },
          }
        : entry,
    );
    expect(checkOrganisationFee({ plans: raised, tiers })).toEqual([
      `${organisation.file}: price → nzd must be the smallest budget tier's fee, ${smallest.data.price.nzd} in ${smallest.file}, got ${smallest.data.price.nzd + 1}; change the two together`,
    ]);
  });
});
