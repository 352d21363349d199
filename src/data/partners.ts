/**
 * The /partners page's copy and its groups. The partners themselves are data files, one per
 * organisation, in content/partners/ (schema: content/schemas/partner.ts).
 */
import type { Partner } from "@/content/schemas/partner";
import { officeMailto } from "./site";
import type { IconName, PartnerKind } from "@/content/types";

export type { Partner };

/** Partners of one kind, in list order. */
export function partnersOfKind(partners: readonly Partner[], kind: PartnerKind): Partner[] {
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
