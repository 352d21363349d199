/**
 * The association's contacts and every external page the site links to, in one file,
 * `content/contacts/contacts.yaml`, each address under the name the code uses for it; read by src/data/site.ts
 * (docs/decisions/events-and-resources-as-data.md).
 */
import { z } from "astro/zod";

import { socialNetworks } from "./vocabulary";
import { countryCode, email, group, link, list, oneOf, text } from "./fields";
import { entryWithProvenance, externalLink } from "./provenance";

/** The external pages the site links to, by the name the code uses for each. */
const externalLinks = {
  blog: externalLink,
  aboutUs: externalLink,
  awards: externalLink,
  /** The footer's Events link: the symposium's page at the Istanbul fair. */
  symposium: externalLink,
  community: externalLink,
  communitySignup: externalLink,
  login: externalLink,
  library: externalLink,
  activity: externalLink,
  annualReports: externalLink,
  constitution: externalLink,
};

const postalCode = z
  .string({
    required_error: "is missing",
    invalid_type_error: 'must be text: write it in quotes, such as "6022"',
  })
  .min(1, "must not be empty");

const PHONE = "must be a phone number in international form, such as +64 4 123 4567";
const phoneNumber = z
  .string({ required_error: "is missing", invalid_type_error: PHONE })
  .regex(/^\+\d[\d ]*\d$/, PHONE);

const contactsSchema = group(
  {
    address: entryWithProvenance({
      street: text(),
      locality: text(),
      postalCode,
      country: text(),
      countryCode: countryCode(),
    }),
    email: entryWithProvenance({ address: email() }),
    /** The Latin America region's address. */
    latamEmail: entryWithProvenance({ address: email() }),
    /** As shown; the site dials it without its spaces. */
    phone: entryWithProvenance({ number: phoneNumber }),
    social: list(
      entryWithProvenance({ name: text(), icon: oneOf(socialNetworks), href: link() }),
      "social accounts",
    ),
    links: group(externalLinks, Object.keys(externalLinks).join(", ")),
  },
  "address, email, latamEmail, phone, social and links",
);

/** Where the contacts are: one file (content/schemas/index.ts lists it with the other datasets). */
export const contactsDataset = {
  directory: "content/contacts",
  file: "contacts.yaml",
  schema: contactsSchema,
} as const;
