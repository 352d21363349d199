/**
 * One day of a symposium's programme, one file per day in `content/programme/<date>.yaml`: its date and its
 * sessions in the order they start, naming their speakers by file name; sessions at the same time run in
 * parallel rooms (docs/decisions/events-and-resources-as-data.md).
 */
import { z } from "astro/zod";

import { sessionTypes } from "./vocabulary";
import { day, oneOf, text, UNKNOWN_FIELD } from "./fields";
import { TIME_SLOT } from "./patterns";

const SLOT_FORMAT = "must be a start and an end time written HH:MM - HH:MM, such as 10:30 - 11:15";

/** "10:30 - 11:15": two times of the day, the end after the start. */
const timeSlot = z
  .string({ required_error: "is missing", invalid_type_error: SLOT_FORMAT })
  .regex(TIME_SLOT, SLOT_FORMAT)
  .refine((slot) => {
    const [start = "", end = ""] = slot.split(" - ");
    const isTime = (time: string) => time <= "23:59" && Number(time.slice(3)) < 60;
    return isTime(start) && isTime(end) && start < end;
  }, "must be two times of the day, the end after the start, such as 10:30 - 11:15");

const speakerId = z
  .string({ invalid_type_error: "must be a speaker's file name, such as amara-osei" })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a speaker's file name without .yaml, such as amara-osei");

const session = z
  .object(
    {
      time: timeSlot,
      type: oneOf(sessionTypes),
      title: text(),
      description: text(),
      /** Their file names in content/speakers/; none for a break. */
      speakers: z
        .array(speakerId, { invalid_type_error: "must be a list of speakers' file names" })
        .default([]),
    },
    { invalid_type_error: "must be a session: a group of fields (time, type, title, …)" },
  )
  .strict(UNKNOWN_FIELD);

export const programmeDaySchema = z
  .object({
    date: day(),
    sessions: z
      .array(session, { required_error: "is missing", invalid_type_error: "must be a list of sessions" })
      .min(1, "must list at least 1 session"),
  })
  .strict(UNKNOWN_FIELD);

export type ProgrammeDayData = z.infer<typeof programmeDaySchema>;
export type SessionData = ProgrammeDayData["sessions"][number];
