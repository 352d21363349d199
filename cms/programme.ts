/**
 * The editing screen's event-side collections: the symposium programme's speakers, the digital
 * library, the home page's Free Resources cards and the World Parks Week toolkit. Each writes the
 * folder and fields its schema in content/schemas/ reads.
 */
import { collection } from "@keystatic/core";

import { iconNames } from "../content/icon-names";
import { librarySections, libraryResourceTypes } from "../content/types";
import {
  choice,
  drawing,
  emailAddress,
  line,
  nameAndFile,
  paragraph,
  placeOnPage,
  provenance,
  wholeNumber,
} from "./fields";

const yaml = { data: "yaml" } as const;

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
