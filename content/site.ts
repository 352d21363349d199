/**
 * The association's identity, contact data and every external address the site links to.
 * Each fact carries its public source (../shared/content-facts/organisation.yaml); values that no
 * source gives are `sample: true` and listed by `npm run content:report` until replaced.
 */
import type { ExternalLink, Provenance, SocialLink } from "./types";

import { SITE_URL } from "@/lib/env";

const ORGANISATION_SOURCE = "https://wup.connectedcommunity.org/about-us/governance";
const CONTACT_SOURCE = "https://krakow.pl/get_html.php?dok_id=236056";
const CONGRESS_FOOTER_NOTE = "Linked from the 2022 World Parks Congress site footer (public code index copy)";

export const site = {
  name: "World Urban Parks",
  shortName: "WUP",
  url: SITE_URL,
  tagline: "The global network for urban parks, public spaces and recreation",
  description:
    "World Urban Parks connects parks, public spaces and recreation professionals across the globe through membership, free resources, events and awards.",
  foundingYear: 2015,
  copyrightYear: 2025,
  logo: "/generated/logo.png",
  /** Default social preview; pages may override it. */
  ogImage: "/generated/og/default.png",
  locale: "en",
} as const;

/** One contact fact with its provenance. */
type Fact<T> = { value: T } & Provenance;

export const contact = {
  address: {
    value: {
      street: "Level 1, 29 Brandon Street",
      locality: "Wellington",
      postalCode: "6022",
      country: "New Zealand",
      countryCode: "NZ",
    },
    source: CONTACT_SOURCE,
  },
  email: { value: "office@worldurbanparks.org", source: CONTACT_SOURCE },
  latamEmail: {
    value: "latam@worldurbanparks.org",
    sourceNote: "2022 World Parks Congress (Monterrey) site, copy in a public code index",
  },
  /** No Wellington number is published; the only number found is unverified (see content-facts). */
  phone: { value: { display: "+64 4 000 0000", tel: "+6440000000" }, sample: true },
} as const satisfies Record<string, Fact<unknown>>;

export const socialLinks = [
  { name: "X", icon: "x", href: "https://twitter.com/WUParks", sourceNote: CONGRESS_FOOTER_NOTE },
  {
    name: "LinkedIn",
    icon: "linkedin",
    href: "https://nz.linkedin.com/company/world-urban-parks",
    sourceNote: CONGRESS_FOOTER_NOTE,
  },
  {
    name: "Instagram",
    icon: "instagram",
    href: "https://www.instagram.com/wurbanparks/",
    sourceNote: "Commented-out link in the 2022 congress site code (low confidence)",
  },
  {
    name: "Facebook",
    icon: "facebook",
    href: "https://www.facebook.com/worldurbanparks",
    source: "http://www.worldurbanparks.org/en/news-events/news?limit=16&start=464",
  },
  {
    name: "YouTube",
    icon: "youtube",
    href: "https://www.youtube.com/channel/UCqX9p5GJtS2c1_f4GuXIJPQ",
    sourceNote: "One of two channel ids in the 2022 congress site footer (low confidence)",
  },
] as const satisfies readonly SocialLink[];

const IMIS = "https://wup.imiscloud.com";
const COMMUNITY = "https://wup.connectedcommunity.org";
const PLATFORM_NOTE = "Exact page not found; points at the platform's home page until the address is known";

/**
 * Every external page the site links to, in one place. `sample: true` marks an address whose exact
 * page no public source gives: it points at the platform's real home page so visitors never land
 * on a broken link, and the content report lists it for replacement.
 */
export const externalLinks = {
  blog: { href: "https://worldurbanparks.org/blog/", source: "https://worldurbanparks.org/blog/" },
  aboutUs: {
    href: `${IMIS}/Public/About_Us/Public/About-Us/The-Organisation/The-Organisation.aspx?hkey=185b2384-20f2-4ea9-b95b-a7135a36658b`,
    source: ORGANISATION_SOURCE,
  },
  awards: {
    href: `${IMIS}/Public/Programs/Awards/International-Large-Urban-Parks/Public/Programs/Awards/International-Large-Urban-Parks---Application-Page.aspx`,
    source: `${IMIS}/Public/Programs/Awards/International-Large-Urban-Parks/Public/Programs/Awards/International-Large-Urban-Parks---Application-Page.aspx`,
  },
  awardsApplication: {
    href: `${IMIS}/Public/Programs/Awards/International-Large-Urban-Parks/Public/Programs/Awards/International-Large-Urban-Parks---Application-Page.aspx`,
    sample: true,
    note: "The 2025 application site was not found; this is the awards programme's application page",
  },
  symposium: {
    href: "https://www.peyzajistanbulfuari.com/en/world-urban-parks-symposium/",
    source: "https://www.peyzajistanbulfuari.com/en/world-urban-parks-symposium/",
  },
  community: { href: `${COMMUNITY}/`, sample: true, note: PLATFORM_NOTE },
  communitySignup: { href: `${COMMUNITY}/`, sample: true, note: PLATFORM_NOTE },
  login: { href: `${IMIS}/`, sample: true, note: PLATFORM_NOTE },
  library: { href: `${IMIS}/`, sample: true, note: PLATFORM_NOTE },
  activity: { href: `${COMMUNITY}/`, sample: true, note: PLATFORM_NOTE },
  annualReports: {
    href: `${IMIS}/WorldUrbanParks/About_Us/Governance/Annual-General-Meetings/Public/About-Us/Governance/Annual-General-Meetings.aspx?hkey=e429362a-a956-4128-9a21-83726d7d9976`,
    source: `${IMIS}/WorldUrbanParks/About_Us/Governance/Annual-General-Meetings/Public/About-Us/Governance/Annual-General-Meetings.aspx?hkey=e429362a-a956-4128-9a21-83726d7d9976`,
  },
  constitution: {
    href: `${IMIS}/WorldUrbanParks/About_Us/Strategic-Directions-Policies/Governance-Policies/Public/About-Us/Strategic-Direction/Governance-Policies.aspx?hkey=0962d836-9ef5-4d3a-9ee7-e71c8eb4a15c`,
    source: `${IMIS}/WorldUrbanParks/About_Us/Strategic-Directions-Policies/Governance-Policies/Public/About-Us/Strategic-Direction/Governance-Policies.aspx?hkey=0962d836-9ef5-4d3a-9ee7-e71c8eb4a15c`,
  },
} as const satisfies Record<string, ExternalLink>;

export type ExternalLinkId = keyof typeof externalLinks;

/** mailto: link to the office, optionally with a subject line. */
export function officeMailto(subject?: string): string {
  const address = `mailto:${contact.email.value}`;
  return subject ? `${address}?subject=${encodeURIComponent(subject)}` : address;
}
