/**
 * The editing screen's contacts: one form for the one file content/contacts/contacts.yaml (the
 * office address, e-mails, phone, social accounts and the external pages the site links to by name).
 */
import { fields, singleton } from "@keystatic/core";

import { socialNetworks } from "../content/types";
import { choice, countryCode, emailAddress, externalLink, line, provenance, webAddress } from "./fields";

const withProvenance = <Fields extends Record<string, unknown>>(inner: Fields) => ({
  ...inner,
  ...provenance(),
});

export const contacts = singleton({
  label: "Contacts and external links",
  path: "content/contacts/contacts",
  format: { data: "yaml" },
  schema: {
    address: fields.object(
      withProvenance({
        street: line("Street"),
        locality: line("Town or city"),
        postalCode: line("Postcode"),
        country: line("Country"),
        countryCode: countryCode(),
      }),
      { label: "Office address" },
    ),
    email: fields.object(withProvenance({ address: emailAddress("Office e-mail") }), {
      label: "Office e-mail",
    }),
    latamEmail: fields.object(withProvenance({ address: emailAddress("Latin America e-mail") }), {
      label: "Latin America e-mail",
      description: "The Latin America region's address.",
    }),
    phone: fields.object(
      withProvenance({
        number: line("Phone number", "In international form, such as +64 4 123 4567."),
      }),
      { label: "Office phone" },
    ),
    social: fields.array(
      fields.object(
        withProvenance({
          name: line("Network name", "As shown, such as LinkedIn."),
          icon: choice("Icon", socialNetworks),
          href: webAddress("Address", "The association's page on the network, starting with https://."),
        }),
      ),
      { label: "Social accounts", itemLabel: (props) => props.fields.name.value || "Social account" },
    ),
    links: fields.object(
      {
        blog: externalLink("Blog", "The association's blog."),
        aboutUs: externalLink("About us", "The organisation page on the member site."),
        awards: externalLink("Awards application", "Where Apply Now leads."),
        symposium: externalLink("Symposium", "The footer's Events link."),
        community: externalLink("Community", "The member community."),
        communitySignup: externalLink("Community sign-up", "Joining the member community."),
        login: externalLink("Member login", "Where Login leads."),
        library: externalLink("Digital library", "The members' digital library."),
        activity: externalLink("Activity", "The community's latest activity."),
        annualReports: externalLink("Annual reports", "The published annual reports."),
        constitution: externalLink("Constitution", "The association's constitution."),
      },
      { label: "External pages", description: "The other sites the site links to, by name." },
    ),
  },
});
