/**
 * The /partners page. Every partner below is an organisation that public sources show working with
 * World Urban Parks (../shared/content-facts), each with its `source`; what is said about them is
 * limited to what that source states. No partner is invented.
 */
import { officeMailto } from "./site";
import type { IconName, Provenance } from "./types";

export const partnerKinds = ["Events", "Programmes"] as const;
export type PartnerKind = (typeof partnerKinds)[number];

export type Partner = {
  name: string;
  kind: PartnerKind;
  /** What the partnership is, in a few words. */
  role: string;
  description: string;
  /** When the collaboration took place, as shown. */
  years: string;
  /** A page on the partner's own site about the collaboration, when a source gives one. */
  website?: string;
} & Provenance;

export const partners = [
  {
    name: "Landscape Istanbul Fair",
    kind: "Events",
    role: "Symposium host",
    description:
      "The landscape trade fair at the Istanbul Fair Centre has hosted the World Urban Parks Symposium three years running, including the 2025 symposium where the WUP@10 Awards were presented.",
    years: "2023-2025",
    website: "https://www.peyzajistanbulfuari.com/en/world-urban-parks-symposium/",
    source: "https://thursd.com/articles/landscape-istanbul-fair-2025-recap",
  },
  {
    name: "Green Flag Award",
    kind: "Programmes",
    role: "Membership partner",
    description:
      "The international park quality award offered its community a partner discount on World Urban Parks membership.",
    years: "2024",
    source: "https://greenflagaward.org/news/future-green-city-conference-comes-to-utrecht-in-september/",
  },
  {
    name: "Stadswerk and VHG",
    kind: "Events",
    role: "World congress co-organisers",
    description:
      "Organised the Future Green City World Congress in Utrecht, the Netherlands, together with World Urban Parks and IFME.",
    years: "2024",
    source: "https://worldurbanparks.org/blog/looking-ahead-to-a-world-event/",
  },
  {
    name: "ANPR Mexico",
    kind: "Events",
    role: "World Parks Congress partner",
    description:
      "Partnered with World Urban Parks on the 2022 World Parks Congress in Monterrey, the first held in the Americas.",
    years: "2022",
    source: "https://elporvenir.mx/local/sera-monterrey-sede-de-congreso-mundial-de-parques/402380",
  },
  {
    name: "City Parks Alliance",
    kind: "Events",
    role: "Greater & Greener partner",
    description:
      "Hosted the World Urban Parks International Forum within its Greater & Greener 2017 conference in Minneapolis-Saint Paul.",
    years: "2017",
    source: "http://www.worldurbanparks.org/en/news-events/news?limit=16&start=80",
  },
  {
    name: "Paysalia",
    kind: "Events",
    role: "Green City Days",
    description:
      "The Lyon landscape and horticulture show runs Green City Days, which World Urban Parks promoted to its members.",
    years: "2017",
    website: "https://www.paysalia.com/en/blog/show/rethink-urban-spaces-green-city-day-paysalia-2021",
    source: "http://www.worldurbanparks.org/en/news-events/news/576-events-green-city-days-by-paysalia",
  },
] as const satisfies readonly Partner[];

/** Partners of one kind, in list order. */
export function partnersOfKind(kind: PartnerKind): readonly Partner[] {
  return partners.filter((partner) => partner.kind === kind);
}

export type PartnershipWay = { title: string; description: string; icon: IconName };

export const partnersPage = {
  list: {
    title: "Our Partners",
    subtitle:
      "Event hosts, award schemes and sector bodies that have worked with World Urban Parks to bring parks professionals together.",
    groupTitles: { Events: "Event partners", Programmes: "Programme partners" },
  },
  ways: {
    title: "How to Become a Partner",
    subtitle:
      "Partnerships are shaped around what you want to achieve for parks. These are the ways organisations most often work with us.",
    items: [
      {
        title: "Host or co-organise an event",
        description:
          "Bring the global parks community to your city or conference through a symposium, forum, study tour or congress.",
        icon: "presentation",
      },
      {
        title: "Support the awards",
        description:
          "Help the World Urban Parks Awards recognise outstanding people, organisations and park projects in every region.",
        icon: "trophy",
      },
      {
        title: "Share knowledge",
        description:
          "Contribute research, guides or case studies to our webinars, podcast and members' digital library.",
        icon: "book-open",
      },
      {
        title: "Extend membership to your network",
        description:
          "Offer your members or customers a route into World Urban Parks, as award schemes and associations have done.",
        icon: "handshake",
      },
    ],
  },
  steps: {
    title: "Three steps to a partnership",
    items: [
      "Write to our office with a few lines about your organisation and the idea you have in mind.",
      "We arrange a call with the team to agree aims, audience and what each side brings.",
      "We confirm the partnership in writing and announce it to our members and regions.",
    ],
  },
  contact: {
    title: "Let's Talk",
    text: "Tell us about your organisation and how you would like to work with the global parks community.",
    emailLabel: "Email the Partnerships Team",
    emailHref: officeMailto("Partnership enquiry"),
    membershipLabel: "Explore Organisational Membership",
    membershipHref: "/organizational-membership",
  },
} as const satisfies {
  list: { title: string; subtitle: string; groupTitles: Record<PartnerKind, string> };
  ways: { title: string; subtitle: string; items: readonly PartnershipWay[] };
  steps: { title: string; items: readonly string[] };
  contact: Record<string, string>;
};
