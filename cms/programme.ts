/**
 * The editing screen's event-side collections: the symposium programme's days and speakers, the digital
 * library, the home page's Free Resources cards and the World Parks Week toolkit. Each writes the
 * folder and fields its schema in content/schemas/ reads.
 */
import { collection, fields } from "@keystatic/core";

import { iconNames } from "../content/icon-names";
import { DAY, TIME_SLOT } from "../content/schemas/patterns";
import { librarySections, libraryResourceTypes, sessionTypes } from "../content/types";
import {
  choice,
  dayAndFile,
  drawing,
  emailAddress,
  line,
  nameAndFile,
  paragraph,
  placeOnPage,
  provenance,
  webAddress,
  wholeNumber,
} from "./fields";

const yaml = { data: "yaml" } as const;

/**
 * A day of a symposium's programme: its date names the file (content/programme/2025-10-08.yaml),
 * and its sessions name their speakers from the speakers' collection.
 */
export const programme = collection({
  label: "Programme days",
  path: "content/programme/*",
  format: yaml,
  slugField: "date",
  schema: {
    date: dayAndFile(
      "Date",
      "The day, written year-month-day, such as 2025-10-08: one of the days of a symposium in content/events/. It names the file.",
      {
        description: "The date again, such as 2025-10-08.",
        regex: DAY,
        message: "The file name must be the date, such as 2025-10-08",
      },
    ),
    sessions: fields.array(
      fields.object({
        time: fields.text({
          label: "Time",
          description: "Its start and end, written HH:MM - HH:MM, such as 10:30 - 11:15.",
          validation: {
            isRequired: true,
            pattern: {
              regex: TIME_SLOT,
              message: "Time must be a start and an end time written HH:MM - HH:MM, such as 10:30 - 11:15",
            },
          },
        }),
        type: choice("Kind of session", sessionTypes),
        title: line("Title"),
        description: paragraph("Description"),
        speakers: fields.array(
          fields.relationship({
            label: "Speaker",
            collection: "speakers",
            validation: { isRequired: true },
          }),
          {
            label: "Speakers",
            description: "None for a break. Add a speaker first under Programme speakers.",
            itemLabel: (props) => props.value ?? "Speaker",
          },
        ),
      }),
      {
        label: "Sessions",
        description: "In the order they start. Sessions at the same time run in parallel rooms.",
        itemLabel: (props) => `${props.fields.time.value} ${props.fields.title.value}`,
        validation: { length: { min: 1 } },
      },
    ),
  },
});

export const speakers = collection({
  label: "Programme speakers",
  path: "content/speakers/*",
  format: yaml,
  slugField: "name",
  columns: ["position", "company"],
  schema: {
    name: nameAndFile(
      "Name",
      "The file name is how the programme's sessions name the speaker: keep it when renaming.",
    ),
    title: line("Title", "Shown before the name, such as Dr. Optional.", { isRequired: false }),
    position: line("Position"),
    company: line("Organisation"),
    photo: drawing("Portrait", "assets/images/events/speaker-osei.svg", { isRequired: false }),
    email: emailAddress("E-mail address (optional)", { isRequired: false }),
    ...provenance(),
  },
});

export const library = collection({
  label: "Digital library items",
  path: "content/library/*",
  format: yaml,
  slugField: "title",
  columns: ["section", "order", "type"],
  schema: {
    order: placeOnPage("1 comes first in its section. No two items of a section may share a number."),
    section: choice("Section", librarySections, "featured: the large cards; recent: the list below them."),
    title: nameAndFile("Title"),
    type: choice("Kind of resource", libraryResourceTypes),
    description: paragraph("Description"),
    meta: line("Facts", "Length, languages, when it was added, as shown: 48 pages · English, Spanish."),
    href: webAddress(
      "Address",
      "The item's own page, starting with https://: its title links there. Leave empty for a sample item, which links nowhere.",
      { isRequired: false },
    ),
    ...provenance(),
  },
});

export const libraryCategories = collection({
  label: "Digital library collections",
  path: "content/library-categories/*",
  format: yaml,
  slugField: "name",
  columns: ["order", "count"],
  schema: {
    order: placeOnPage(),
    name: nameAndFile("Name"),
    count: wholeNumber("How many items it holds"),
    unit: line("What the items are called", "As shown after the number: images, documents, videos."),
    icon: choice("Icon", iconNames),
    description: paragraph("Description"),
  },
});

export const freeResources = collection({
  label: "Free Resources (home page)",
  path: "content/free-resources/*",
  format: yaml,
  slugField: "title",
  columns: ["order"],
  schema: {
    order: placeOnPage(),
    title: nameAndFile("Title"),
    description: paragraph("Description"),
    link: line(
      "Link",
      "A page of this site starting with /, such as /parks-week, or a web address starting with https://.",
    ),
    linkText: line("Link text", "The card's button, such as Explore the library."),
    image: drawing("Picture", "assets/images/home/library.svg"),
  },
});

export const parksWeekToolkit = collection({
  label: "World Parks Week toolkit",
  path: "content/parks-week-toolkit/*",
  format: yaml,
  slugField: "title",
  columns: ["order"],
  schema: {
    order: placeOnPage(),
    title: nameAndFile("Title"),
    description: paragraph("Description"),
    icon: choice("Icon", iconNames),
  },
});
