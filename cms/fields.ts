/**
 * The editing screen's fields (Keystatic), one builder per kind of field of content/schemas/fields.ts, with
 * the same rules where a form can check them as the editor types; rules across fields are the content
 * check's (docs/decisions/keystatic-editing-screen.md).
 */
import { fields } from "@keystatic/core";

import { ASSET_DRAWING, DAY } from "../content/schemas/patterns";
import { nextPlace } from "./next-place";

/** Lowercase words joined by hyphens, as the content check wants file names (lib/content/validate.ts). */
const FILE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const COUNTRY_CODE = /^[A-Z]{2}$/;
const EMAIL = /^[^\s@:]+@[^\s@]+\.[a-z]{2,}$/i;

/**
 * The entry's name, which also names its file: `Tim Geyer` → content/board/tim-geyer.yaml. The
 * file name is proposed from the name and can be changed while the entry is new.
 */
export function nameAndFile(label: string, description?: string) {
  return fields.slug({
    name: { label, description, validation: { isRequired: true } },
    slug: {
      label: "File name",
      description: "Small letters, digits and hyphens, such as tim-geyer. It names the data file.",
      validation: {
        pattern: {
          regex: FILE_NAME,
          message: "The file name may only use small letters, digits and hyphens, such as tim-geyer",
        },
      },
    },
  });
}

/** One line of text; `isRequired` unless the field may be left out. */
export function line(label: string, description?: string, { isRequired = true } = {}) {
  return fields.text({ label, description, validation: { isRequired } });
}

/** A paragraph of text shown as written. */
export function paragraph(label: string, description?: string, { isRequired = true } = {}) {
  return fields.text({ label, description, multiline: true, validation: { isRequired } });
}

/** A calendar day, picked from a calendar and written year-month-day. */
export function calendarDay(label: string, description?: string, { isRequired = true } = {}) {
  return fields.date({ label, description, validation: { isRequired } });
}

/** The public pages some words were taken from (never shown). */
export function sources(description = "The public pages the words were taken from. Optional.") {
  return fields.array(webAddress("Web address"), {
    label: "Sources",
    description,
    itemLabel: (props) => props.value ?? "Web address",
  });
}

/** A list of lines, at least `min` of them. */
export function lines(label: string, itemLabel: string, min: number, description?: string) {
  return fields.array(fields.text({ label: itemLabel, validation: { isRequired: true } }), {
    label,
    description: description ?? `At least ${min}.`,
    itemLabel: (props) => props.value || itemLabel,
    validation: { length: { min } },
  });
}

/**
 * Where the entry sits on its page: 1 first; no two entries of a list share a number. A new entry's
 * form proposes the next free number (cms/next-place.ts), which puts it last.
 */
export function placeOnPage(description = "1 comes first. No two entries of this list may share a number.") {
  const field = fields.integer({
    label: "Place on the page",
    description: `${description} A new entry is proposed the next free number, which puts it last.`,
    validation: { isRequired: true, min: 1 },
  });
  return { ...field, defaultValue: nextPlace };
}

/** A whole number of at least `min`. */
export function wholeNumber(label: string, description?: string, min = 0) {
  return fields.integer({ label, description, validation: { isRequired: true, min } });
}

/** A price in each currency the site shows, whole amounts. */
export function prices(label = "Price") {
  const amount = (currency: string) =>
    fields.integer({
      label: currency,
      description: "A whole amount, without cents or currency sign.",
      validation: { isRequired: true, min: 0 },
    });
  return fields.object(
    { nzd: amount("NZD"), usd: amount("USD"), eur: amount("EUR") },
    { label, description: "In New Zealand dollars, US dollars and euros." },
  );
}

/** A two-letter ISO country code in capitals, which picks the flag. */
export function countryCode({ isRequired = true } = {}) {
  return fields.text({
    label: "Country code",
    description: "Two capital letters, such as IN for India or NZ for New Zealand. It picks the flag.",
    validation: {
      isRequired,
      pattern: {
        regex: isRequired ? COUNTRY_CODE : /^([A-Z]{2})?$/,
        message: "Country code must be a two-letter country code in capitals, such as IN for India",
      },
    },
  });
}

export function emailAddress(label = "E-mail address", { isRequired = true } = {}) {
  return fields.text({
    label,
    description: "Written plainly, such as name@example.org (no mailto:).",
    validation: {
      isRequired,
      pattern: {
        regex: isRequired ? EMAIL : /^([^\s@:]+@[^\s@]+\.[a-z]{2,})?$/i,
        message: `${label} must be an e-mail address such as name@example.org`,
      },
    },
  });
}

/** A web address starting with https:// (or http://). */
export function webAddress(label: string, description?: string, { isRequired = true } = {}) {
  return isRequired
    ? fields.url({ label, description, validation: { isRequired: true } })
    : fields.url({ label, description });
}

/**
 * Where the editing screen saves photos, by what they show: people (and partners' logos) and pages' heroes.
 * lib/edit/writes.ts lets it write nothing else but data files.
 */
export const PHOTO_FOLDERS = { people: "public/images/people", pages: "public/images/pages" } as const;

/** A photo uploaded into its folder of PHOTO_FOLDERS, written as the site serves it (/images/people/…). */
export function photo(
  label = "Photo",
  description?: string,
  {
    folder = "people",
    isRequired = false,
  }: { folder?: keyof typeof PHOTO_FOLDERS; isRequired?: boolean } = {},
) {
  const directory = PHOTO_FOLDERS[folder];
  return fields.image({
    label,
    description:
      description ??
      `A JPEG, PNG, WebP or AVIF picture (not SVG). It is saved without its metadata under ${directory}/.`,
    directory,
    publicPath: `${directory.replace(/^public/, "")}/`,
    validation: { isRequired },
  });
}

/**
 * A drawing kept as an SVG under assets/images/ (the build makes its jpg and webp), written as its
 * path: chosen, not uploaded, since a drawing is part of the site's design.
 */
export function drawing(label: string, example: string, { isRequired = true } = {}) {
  return fields.text({
    label,
    description: `The SVG drawing under assets/images/, written as its path, such as ${example}.`,
    validation: {
      isRequired,
      pattern: {
        regex: isRequired ? ASSET_DRAWING : new RegExp(`^(${ASSET_DRAWING.source.slice(1, -1)})?$`),
        message: `${label} must be the path of an SVG picture under assets/images/, such as ${example}`,
      },
    },
  });
}

/** One of a fixed set of values, shown with the values themselves as labels. */
export function choice<const Value extends string>(
  label: string,
  values: readonly [Value, ...Value[]],
  description?: string,
) {
  return fields.select({
    label,
    description,
    options: values.map((value) => ({ label: value, value })),
    defaultValue: values[0],
  });
}

/**
 * `sample: true` for an invented entry. Unticked, the field is left out of the file (the schema
 * accepts `true` or nothing), where Keystatic's own checkbox would write `sample: false`.
 */
function sampleCheckbox() {
  const checkbox = fields.checkbox({
    label: "Sample (invented, to replace before launch)",
    description:
      "Tick for an entry written to fill a gap. Leave unticked when a source below says where the facts come from.",
  });
  return { ...checkbox, serialize: (value: boolean) => ({ value: value ? true : undefined }) };
}

/**
 * Where the facts come from (content/schemas/provenance.ts): a public web address, or a note
 * saying where they were found, or the sample box ticked; exactly one kind.
 */
export function provenance() {
  return {
    source: webAddress("Source", "The public web page the facts come from.", { isRequired: false }),
    sourceNote: line("Source note", "Where the facts were found, when no web address can point there.", {
      isRequired: false,
    }),
    sample: sampleCheckbox(),
  };
}

/**
 * An address visitors follow (content/schemas/provenance.ts `externalLink`): https only, a note for
 * the web editor when it stands in for a page that was not found, and where it comes from.
 */
export function externalLink(label: string, description: string, { isRequired = true } = {}) {
  return fields.object(
    {
      href: webAddress("Address", "Starting with https://.", { isRequired }),
      note: line(
        "Note",
        "Why this address was chosen, when it stands in for a page that was not found. Not shown.",
        {
          isRequired: false,
        },
      ),
      ...provenance(),
    },
    { label, description },
  );
}

/**
 * A day, written year-month-day, that is also the entry's name and proposes its file name (a
 * programme day, a past World Parks Week): a text field, not a calendar, since Keystatic's slug
 * field is text.
 */
export function dayAndFile(
  label: string,
  description: string,
  file: { description: string; regex: RegExp; message: string },
) {
  return fields.slug({
    name: {
      label,
      description,
      validation: {
        isRequired: true,
        pattern: { regex: DAY, message: `${label} must be written year-month-day, such as 2025-10-08` },
      },
    },
    slug: {
      label: "File name",
      description: file.description,
      validation: { pattern: { regex: file.regex, message: file.message } },
    },
  });
}
