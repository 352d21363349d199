/**
 * The association's identity, its contacts and every external address the site links to, read from
 * content/contacts/contacts.yaml when this module loads so copy modules have them as plain values
 * (docs/decisions/events-and-resources-as-data.md).
 */
import { SITE_URL } from "@/lib/env";
import { readSingle } from "@/lib/content/read";

import { contactsDataset } from "@/content/schemas/contacts";

export const site = {
  name: "World Urban Parks",
  shortName: "WUP",
  url: SITE_URL,
  tagline: "The global network for urban parks, public spaces and recreation",
  description:
    "World Urban Parks connects parks, public spaces and recreation professionals across the globe through membership, free resources, events and awards.",
  foundingYear: 2015,
  logo: "/generated/logo.png",
  /** Default social preview; pages may override it. */
  ogImage: "/generated/og/default.png",
  locale: "en",
} as const;

const contacts = readSingle(contactsDataset);

/** The office's address, e-mail and phone, and the Latin America region's address. */
export const contact = {
  address: contacts.address,
  email: contacts.email,
  latamEmail: contacts.latamEmail,
  phone: contacts.phone,
};

export const socialLinks = contacts.social;

/**
 * Every external page the site links to, by name. `sample: true` marks an address whose exact page
 * no public source gives: it points at the platform's real home page so visitors never land on a
 * broken link, and the content report lists it for replacement.
 */
export const externalLinks = contacts.links;

/** The phone number as dialled: tel:+6440000000. */
export function phoneHref(number: string): string {
  return `tel:${number.replace(/\s+/g, "")}`;
}

/** mailto: link to the office, optionally with a subject line. */
export function officeMailto(subject?: string): string {
  const address = `mailto:${contact.email.address}`;
  return subject ? `${address}?subject=${encodeURIComponent(subject)}` : address;
}
