/**
 * The editing screen's events: one collection per kind, each writing its folder of content/events/ with the
 * fields its schema in content/schemas/event.ts reads; rules across fields are the content check's
 * (docs/decisions/keystatic-event-forms.md).
 */
import { collection, fields } from "@keystatic/core";

import { iconNames } from "../content/icon-names";
import { partnerShapes, priceCurrencies } from "../content/types";
import {
  calendarDay,
  choice,
  countryCode,
  dayAndFile,
  drawing,
  externalLink,
  line,
  lines,
  nameAndFile,
  paragraph,
  provenance,
  sources,
  wholeNumber,
} from "./fields";

const yaml = { data: "yaml" } as const;
const optional = { isRequired: false } as const;

/** The event's name, which proposes its file name: shorten it to the year, such as 2027. */
function eventName(example: string) {
  return nameAndFile(
    "Name",
    `As visitors read it, such as ${example}. The proposed file name can be shortened to the year (or place and year), such as 2027.`,
  );
}

/** The first and last day; a one-day event has the same day twice. */
function days(what: string) {
  return {
    start: calendarDay("First day", `The first day of the ${what}.`),
    end: calendarDay("Last day", `The last day of the ${what} (the same day for a one-day event).`),
  };
}

/**
 * When visitors can register or apply: from `opens` to `closes`, both included. Without a closing
 * day it stays open until the event starts; without an opening day the page says nothing of it.
 */
function registrationWindow(label: string, what: string) {
  return fields.object(
    {
      opens: calendarDay("Opens", `The first day visitors can ${what}.`, optional),
      closes: calendarDay(
        "Closes",
        `The last day visitors can ${what}. Empty: until the event starts.`,
        optional,
      ),
      ...provenance(),
    },
    {
      label,
      description: "Leave both days empty if they are not known yet; then give no source either.",
    },
  );
}

/** A card of short points: a highlight of the symposium, a reason to join the tour. */
function pointCard() {
  return fields.object({
    title: line("Title"),
    description: paragraph("Description"),
    icon: choice("Icon", iconNames),
  });
}

function pointCards(label: string, description: string) {
  return fields.array(pointCard(), {
    label,
    description,
    itemLabel: (props) => props.fields.title.value || "Card",
  });
}

/** What a page says while the event is on, or once it is over. */
function statusWords(label: string, description: string, { isRequired = true } = {}) {
  return fields.object(
    { text: paragraph("Text", undefined, { isRequired }), sources: sources() },
    { label, description },
  );
}

/**
 * The fields the editor keeps from the edition this one was duplicated from, on purpose
 * (content/schemas/event.ts `keptFromEarlier`). The content check names every field still holding
 * an earlier edition's text; each one listed here, as the check names it, is left alone.
 */
function copiedOnPurpose() {
  return fields.array(fields.text({ label: "Field", validation: { isRequired: true } }), {
    label: "Copied on purpose",
    description:
      "After Duplicate entry…, the check lists each field still holding the earlier edition's text. Rewrite it, clear it, or, if it really stays the same, add its name here as the check writes it, such as highlights → title.",
    itemLabel: (props) => props.value || "Field",
  });
}

export const symposia = collection({
  label: "Symposia",
  path: "content/events/symposium/*",
  format: yaml,
  slugField: "name",
  columns: ["start", "city"],
  schema: {
    name: eventName("World Urban Parks 2027 Symposium"),
    ...days("symposium"),
    venue: line("Venue", "Such as Istanbul Fair Centre."),
    venueLocalName: line(
      "Venue's local name",
      "Shown after the venue, such as Istanbul Fuar Merkezi.",
      optional,
    ),
    city: line("City"),
    country: line("Country", "As the page shows it, such as Türkiye."),
    countryCode: countryCode(),
    hostEvent: line("Host event", "The fair or congress the symposium is part of, if any.", optional),
    theme: line("Theme", "Shown under Previous editions once a later symposium is announced.", optional),
    ...provenance(),
    registration: registrationWindow("Registration", "register"),
    lead: line(
      "Lead",
      "The page's fields, from here to the end: give all of them for the symposium the site presents, none for an earlier edition that is only listed under Previous editions. The lead is the line under the page's title.",
      optional,
    ),
    pageDescription: line(
      "Page description",
      "What search engines and link previews say about /symposium.",
      optional,
    ),
    summary: paragraph("Home card text", "The symposium's card on the home page.", optional),
    image: drawing("Home card picture", "assets/images/home/event-symposium.svg", optional),
    links: fields.object(
      {
        register: externalLink("Register", "Where Register Now leads.", optional),
        registerInterest: externalLink("Register interest", "Where Register Interest leads.", optional),
        venueMap: externalLink("Venue map", "A map of the venue.", optional),
      },
      { label: "Links" },
    ),
    about: fields.object(
      {
        title: line("Title", undefined, optional),
        paragraphs: fields.array(fields.text({ label: "Paragraph", multiline: true }), {
          label: "Paragraphs",
          itemLabel: (props) => props.value.slice(0, 60) || "Paragraph",
        }),
        sources: sources(),
      },
      { label: "About", description: "The section about the symposium." },
    ),
    highlights: pointCards("Highlights", "Three cards: keynotes, sessions, the awards ceremony …"),
    registrationText: paragraph("Registration text", "The registration section's paragraph.", optional),
    earlyBird: line(
      "Early bird line",
      "Beside “Registration opens …”, such as Early bird opens soon.",
      optional,
    ),
    onNow: statusWords("While it is on", "What the page says during the symposium.", optional),
    held: statusWords("Once it is over", "What the page says after the symposium: what happened.", optional),
    keptFromEarlier: copiedOnPurpose(),
  },
});

export const studyTours = collection({
  label: "Study tours",
  path: "content/events/study-tour/*",
  format: yaml,
  slugField: "name",
  columns: ["start", "city"],
  schema: {
    name: eventName("Study Tour France 2025"),
    ...days("tour"),
    city: line("City"),
    country: line("Country"),
    countryCode: countryCode(),
    capacity: wholeNumber("Places", "How many people can join the tour.", 1),
    hostEvent: line("Host event", "The show or congress the tour goes with, if any.", optional),
    registration: registrationWindow("Registration", "register"),
    ...provenance(),
    lead: line("Lead", "The line under the page's title."),
    pageDescription: line("Page description", "What search engines and link previews say about /study-tour."),
    summary: paragraph("Home card text", "The tour's card on the home page."),
    image: drawing("Home card picture", "assets/images/home/event-study-tour.svg"),
    featuredText: paragraph("Featured text", "The featured section's paragraph."),
    benefits: fields.object(
      {
        title: line("Title"),
        subtitle: paragraph("Subtitle"),
        items: pointCards("Cards", "Four reasons to join the tour."),
      },
      { label: "Benefits" },
    ),
    parksSubtitle: paragraph("Parks subtitle", "The line under the parks section's heading."),
    parks: fields.array(
      fields.object({
        name: line("Name"),
        hectares: wholeNumber("Hectares", undefined, 1),
        tag: line("Tag", "A word or two, such as Historic park."),
        location: line("Location"),
        description: paragraph("Description"),
        image: drawing("Picture", "assets/images/events/park-blandan.svg"),
        alt: line("Picture description", "What the picture shows, for visitors who cannot see it."),
        ...provenance(),
      }),
      { label: "Parks", itemLabel: (props) => props.fields.name.value || "Park" },
    ),
    prices: fields.array(
      fields.object({
        name: line("Name", "Such as Early Bird Member."),
        amount: wholeNumber("Amount", "A whole amount, without cents or currency sign.", 1),
        currency: choice("Currency", priceCurrencies),
        audience: line("Who it is for"),
        includes: lines("What it includes", "Item", 1),
        registration: externalLink("Registration", "Where this price's Register button leads."),
      }),
      {
        label: "Prices",
        description: "A price named Early Bird … is only offered before the event starts.",
        itemLabel: (props) => props.fields.name.value || "Price",
      },
    ),
    partners: fields.object(
      {
        title: line("Title"),
        subtitle: paragraph("Subtitle"),
        items: fields.array(
          fields.object({
            name: line("Name"),
            role: line("Role"),
            shape: choice("Mark", partnerShapes, "The mark drawn for the partner (no third-party logos)."),
            ...provenance(),
          }),
          { label: "Partners", itemLabel: (props) => props.fields.name.value || "Partner" },
        ),
      },
      { label: "Partners" },
    ),
    onNow: statusWords("While it is on", "What the page says during the tour."),
    held: statusWords("Once it is over", "What the page says after the tour: what happened."),
    keptFromEarlier: copiedOnPurpose(),
  },
});

export const awards = collection({
  label: "Awards editions",
  path: "content/events/awards/*",
  format: yaml,
  slugField: "name",
  columns: ["start"],
  schema: {
    name: eventName("World Urban Parks Awards 2027"),
    start: calendarDay("Ceremony's first day"),
    end: calendarDay("Ceremony's last day", "The same day for a one-day ceremony."),
    applications: registrationWindow("Applications", "apply"),
    ...provenance(),
    links: fields.object({ apply: externalLink("Apply", "Where Apply Now leads.") }, { label: "Links" }),
    summary: paragraph("Home card text", "The awards' card on the home page."),
    image: drawing("Home card picture", "assets/images/home/event-awards.svg"),
    fact: line("Fact line", "A short line on the card, such as Six categories, five regions."),
    keptFromEarlier: copiedOnPurpose(),
  },
});

export const parksWeeks = collection({
  label: "World Parks Week editions",
  path: "content/events/parks-week/*",
  format: yaml,
  slugField: "start",
  columns: ["theme"],
  schema: {
    start: dayAndFile(
      "First day",
      "A past edition, listed on /parks-week (the next one follows its rule and needs no file). Written year-month-day, such as 2024-04-28.",
      {
        description: "The year, such as 2024.",
        regex: /^\d{4}(-[a-z0-9]+)*$/,
        message: "The file name must start with the year, such as 2024",
      },
    ),
    end: calendarDay("Last day"),
    theme: line("Theme", undefined, optional),
    note: line("Note", "A line about the edition, such as The first week-long edition.", optional),
    ...provenance(),
    keptFromEarlier: copiedOnPurpose(),
  },
});
