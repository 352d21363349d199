/**
 * An event of the association, one file per event in the folder of its kind, `content/events/<kind>/<place or
 * year>.yaml`: symposia, study tours, the awards and past World Parks Weeks, each kind with its own fields and
 * form (docs/decisions/events-and-resources-as-data.md).
 */
import { z } from "astro/zod";

import type { DatasetEntry } from "./entry";

import { iconNames } from "../icon-names";
import { partnerShapes, priceCurrencies } from "./vocabulary";
import {
  assetImage,
  countryCode,
  day,
  group,
  isCalendarDay,
  list,
  oneOf,
  optionalGroup,
  optionalList,
  sourceList,
  text,
  textList,
  UNKNOWN_FIELD,
  wholeNumber,
} from "./fields";
import { checkProvenance, entryWithProvenance, externalLink, provenanceFields } from "./provenance";

export const eventKinds = ["symposium", "study-tour", "awards", "parks-week"] as const;
export type EventKind = (typeof eventKinds)[number];

/**
 * When visitors can register (or apply): from `opens` to `closes`, both included. Without
 * `closes` it stays open until the event starts; without `opens` the page says nothing of it.
 */
const registrationWindow = entryWithProvenance({ opens: day().optional(), closes: day().optional() });

/**
 * The fields an editor confirmed as copied on purpose from an earlier edition ("Copied on purpose"
 * on the form), each named as the content check names it, such as `highlights → title`. A field
 * still holding an earlier edition's text and not listed here keeps the edition off the site, which
 * goes on presenting the earlier one (lib/content/copies.ts).
 */
const keptFromEarlier = optionalList(textList(1));

/** A card of three or four short points: a highlight of the symposium, a reason to join the tour. */
const pointCard = group(
  { title: text(), description: text(), icon: oneOf(iconNames) },
  "title, description and icon",
);

/** What a page says about the event while it is on, and once it is over. */
const statusWords = group({ text: text(), sources: optionalList(sourceList()) }, "text, and sources");

/** A price of a place, paid on its own registration page. */
const price = group(
  {
    name: text(),
    amount: wholeNumber(1),
    currency: oneOf(priceCurrencies),
    audience: text(),
    includes: textList(1),
    registration: externalLink,
  },
  "name, amount, currency, audience, includes and registration",
);

/** The fields a symposium's file has when the site presents it: all of them, or none. */
const SYMPOSIUM_PRESENTATION = [
  "lead",
  "pageDescription",
  "summary",
  "image",
  "links",
  "about",
  "highlights",
  "registrationText",
  "earlyBird",
  "onNow",
  "held",
] as const;
const PRESENTATION_LIST = SYMPOSIUM_PRESENTATION.join(", ");

const symposium = z
  .object({
    name: text(),
    start: day(),
    end: day(),
    venue: text(),
    /** The venue's name in the host country's language, shown after it: "(Istanbul Fuar Merkezi)". */
    venueLocalName: text().optional(),
    city: text(),
    country: text(),
    countryCode: countryCode(),
    /** The fair or congress the symposium takes place in, when there is one. */
    hostEvent: text().optional(),
    /** Shown under "Previous editions" once a later symposium is announced. */
    theme: text().optional(),
    registration: optionalGroup(registrationWindow),
    ...provenanceFields,
    // How /symposium, its programme page and the home card present it (SYMPOSIUM_PRESENTATION).
    /** The line under the page's title. */
    lead: text().optional(),
    /** What search engines and link previews say about /symposium. */
    pageDescription: text().optional(),
    /** The home card's text. */
    summary: text().optional(),
    /** The home card's picture, e.g. assets/images/home/event-symposium.svg. */
    image: assetImage().optional(),
    links: optionalGroup(
      group(
        { register: externalLink, registerInterest: externalLink, venueMap: externalLink },
        "register, registerInterest and venueMap",
      ),
    ),
    about: optionalGroup(
      group(
        { title: text(), paragraphs: textList(1), sources: optionalList(sourceList()) },
        "title, paragraphs and sources",
      ),
    ),
    highlights: optionalList(list(pointCard, "highlights")),
    registrationText: text().optional(),
    /** The second line beside "Registration opens …", e.g. "Early bird opens soon". */
    earlyBird: text().optional(),
    onNow: optionalGroup(statusWords),
    held: optionalGroup(statusWords),
    keptFromEarlier,
  })
  .strict(UNKNOWN_FIELD)
  .superRefine((event, context) => {
    checkProvenance(event, context);
    checkDays(event, { key: "registration", window: event.registration }, context);
    const given = SYMPOSIUM_PRESENTATION.filter((field) => event[field] !== undefined);
    if (given.length > 0)
      for (const field of SYMPOSIUM_PRESENTATION.filter((field) => event[field] === undefined))
        context.addIssue({
          code: z.ZodIssueCode.custom,
          path: [field],
          message: `is missing: a symposium the site presents needs all of ${PRESENTATION_LIST} (an earlier edition only listed under Previous editions has none of them)`,
        });
  });

const studyTour = z
  .object({
    name: text(),
    start: day(),
    end: day(),
    city: text(),
    country: text(),
    countryCode: countryCode(),
    /** Places on the tour. */
    capacity: wholeNumber(1),
    /** The show or congress the tour goes with, when there is one. */
    hostEvent: text().optional(),
    registration: optionalGroup(registrationWindow),
    ...provenanceFields,
    /** The line under the page's title, and what search engines and link previews say about it. */
    lead: text(),
    pageDescription: text(),
    /** The home card's text and picture. */
    summary: text(),
    image: assetImage(),
    /** The featured section's text. */
    featuredText: text(),
    benefits: group(
      { title: text(), subtitle: text(), items: list(pointCard, "benefits") },
      "title, subtitle and items",
    ),
    /** The parks section's line under its heading. */
    parksSubtitle: text(),
    parks: list(
      entryWithProvenance({
        name: text(),
        hectares: wholeNumber(1),
        tag: text(),
        location: text(),
        description: text(),
        /** The picture, e.g. assets/images/events/park-blandan.svg, and its description. */
        image: assetImage(),
        alt: text(),
      }),
      "parks",
    ),
    prices: list(price, "prices"),
    partners: group(
      {
        title: text(),
        subtitle: text(),
        items: list(
          entryWithProvenance({
            name: text(),
            role: text(),
            /** The mark drawn for the partner (no third-party logos). */
            shape: oneOf(partnerShapes),
          }),
          "partners",
        ),
      },
      "title, subtitle and items",
    ),
    onNow: statusWords,
    held: statusWords,
    keptFromEarlier,
  })
  .strict(UNKNOWN_FIELD)
  .superRefine((event, context) => {
    checkProvenance(event, context);
    checkDays(event, { key: "registration", window: event.registration }, context);
  });

const awards = z
  .object({
    name: text(),
    /** The ceremony. */
    start: day(),
    end: day(),
    applications: optionalGroup(registrationWindow),
    ...provenanceFields,
    links: group({ apply: externalLink }, "apply"),
    /** The home card's text, picture and fact line. */
    summary: text(),
    image: assetImage(),
    fact: text(),
    keptFromEarlier,
  })
  .strict(UNKNOWN_FIELD)
  .superRefine((event, context) => {
    checkProvenance(event, context);
    checkDays(event, { key: "applications", window: event.applications }, context);
  });

const parksWeek = z
  .object({
    start: day(),
    end: day(),
    theme: text().optional(),
    note: text().optional(),
    ...provenanceFields,
    keptFromEarlier,
  })
  .strict(UNKNOWN_FIELD)
  .superRefine((event, context) => {
    checkProvenance(event, context);
    checkDays(event, {}, context);
  });

type Window = { opens?: string; closes?: string };

/** The event's days in order, and its registration window inside them. */
function checkDays(
  event: { start: string; end: string },
  { key: windowKey, window }: { key?: string; window?: Window },
  context: z.RefinementCtx,
) {
  // A day the calendar lacks is reported by its own field; the order of the others is still checked,
  // so the editor sees every problem of the file at once.
  const known = (value: string | undefined) => (value && isCalendarDay(value) ? value : undefined);
  const start = known(event.start);
  const end = known(event.end);
  if (start && end && end < start)
    context.addIssue({
      code: z.ZodIssueCode.custom,
      path: ["end"],
      message: `must be on or after start (${start})`,
    });
  if (!window || !windowKey) return;
  const opens = known(window.opens);
  const closes = known(window.closes);
  if (opens && closes && closes < opens)
    context.addIssue({
      code: z.ZodIssueCode.custom,
      path: [windowKey, "closes"],
      message: `must be on or after opens (${opens})`,
    });
  for (const [key, value] of [
    ["opens", opens],
    ["closes", closes],
  ] as const) {
    if (value && end && value > end)
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: [windowKey, key],
        message: `must be on or before end (${end}), the event's last day`,
      });
  }
}

/** Each kind's schema: the files of `content/events/<kind>/` (content/schemas/index.ts). */
export const eventSchemas = {
  symposium,
  "study-tour": studyTour,
  awards,
  "parks-week": parksWeek,
} as const;

/** An event as the pages read it: its file's fields and its kind, which its folder says. */
type OfKind<Kind extends EventKind> = { kind: Kind } & z.infer<(typeof eventSchemas)[Kind]>;
export type Symposium = OfKind<"symposium">;
export type StudyTour = OfKind<"study-tour">;
export type AwardsEdition = OfKind<"awards">;
export type ParksWeekEdition = OfKind<"parks-week">;
export type EventEntry = Symposium | StudyTour | AwardsEdition | ParksWeekEdition;

/** Each kind's files, as a dataset reader gives them (id: the file name without .yaml). */
export type EventFiles = {
  [Kind in EventKind]: readonly DatasetEntry<z.infer<(typeof eventSchemas)[Kind]>>[];
};

/**
 * Every event, each tagged with its kind and named `<kind>-<file name>` (symposium-2025,
 * study-tour-france-2025): the id the calendar files and their UIDs carry.
 */
export function eventsOf(files: EventFiles): DatasetEntry<EventEntry>[] {
  const tagged = <Kind extends EventKind, Data extends object>(
    kind: Kind,
    entries: readonly DatasetEntry<Data>[],
  ) => entries.map(({ id, file, data }) => ({ id: `${kind}-${id}`, file, data: { kind, ...data } }));
  return [
    ...tagged("awards", files.awards),
    ...tagged("parks-week", files["parks-week"]),
    ...tagged("study-tour", files["study-tour"]),
    ...tagged("symposium", files.symposium),
  ];
}

/** An event's registration window (the awards': their applications) and its field's name. */
export function windowOf(event: EventEntry): { key: "registration" | "applications"; window?: Window } {
  if (event.kind === "awards") return { key: "applications", window: event.applications };
  return { key: "registration", window: event.kind === "parks-week" ? undefined : event.registration };
}

/** A symposium the site presents: the one /symposium shows, with every field it needs. */
export type PresentedSymposium = Symposium &
  Required<Pick<Symposium, (typeof SYMPOSIUM_PRESENTATION)[number]>>;

export function isPresented(event: Symposium): event is PresentedSymposium {
  return SYMPOSIUM_PRESENTATION.every((field) => event[field] !== undefined);
}

export type StudyTourPark = StudyTour["parks"][number];
export type StudyTourPrice = StudyTour["prices"][number];
export type StudyTourPartner = StudyTour["partners"]["items"][number];
