/**
 * Header and footer navigation (docs/product.md §2 "Navigation bar" and "Footer").
 * Internal links are paths; external ones come from `externalLinks` and open in a new tab. The
 * Events menu describes the study tour and the symposium the site presents (lib/events.ts).
 */
import type { EventDates } from "@/lib/as-of";
import { formatMonthYear } from "@/lib/event-dates";
import { datesOf, type PresentedEvents } from "@/lib/events";

import { externalLinks } from "./site";
import type { FooterLink } from "@/content/types";

export type NavLink = {
  label: string;
  href: string;
  description?: string;
  /** An event's link: its description once the event is over (lib/as-of.ts). */
  past?: { dates: EventDates; description: string };
};
export type NavGroup = { label: string; links: readonly NavLink[] };

/** An event's menu line, "Lyon, December 2025", and once it is over, "Held in Lyon, December 2025". */
function eventLink(label: string, href: string, event: PresentedEvents["symposium" | "studyTour"]): NavLink {
  const when = formatMonthYear(event.start);
  return {
    label,
    href,
    description: `${event.city}, ${when}`,
    past: { dates: datesOf(event), description: `Held in ${event.city}, ${when}` },
  };
}

export function headerNav({ symposium, studyTour }: PresentedEvents): NavGroup[] {
  return [
    {
      label: "About",
      links: [
        { label: "Who We Are", href: "/who-we-are", description: "Mission, vision and history" },
        { label: "Governance", href: "/governance", description: "Board, regions, committees, staff" },
        { label: "Strategic Plan", href: "/strategic-plan", description: "Our goals for 2025-2030" },
        { label: "Be a member", href: "/membership", description: "Plans, prices and benefits" },
      ],
    },
    {
      label: "Resources",
      links: [
        { label: "Blog", href: "/blog", description: "Articles from the network" },
        { label: "PodParks", href: "/podparks", description: "Our podcast" },
        { label: "Webinars", href: "/webinars", description: "Live and recorded sessions" },
        { label: "Digital Library", href: externalLinks.library.href, description: "Members' library" },
      ],
    },
    {
      label: "Events",
      links: [
        eventLink("Study Tour", "/study-tour", studyTour),
        eventLink("Symposium", "/symposium", symposium),
        { label: "Parks Week", href: "/parks-week", description: "Last week of April" },
        { label: "WUP Awards", href: "/wup-awards", description: "Ten years of excellence" },
      ],
    },
  ];
}

export const headerActions = {
  community: { label: "Community", href: externalLinks.community.href },
  join: { label: "Join Now", href: "/membership" },
  login: { label: "Log In", href: externalLinks.login.href },
} as const satisfies Record<string, NavLink>;

export const footerColumns = [
  {
    title: "Quick Links",
    links: [
      { name: "About Us", href: externalLinks.aboutUs.href },
      { name: "Membership", href: "/membership" },
      { name: "Resources", href: externalLinks.blog.href },
    ],
  },
  {
    title: "Resources",
    links: [
      { name: "PodParks", href: "/podparks" },
      { name: "Events", href: externalLinks.symposium.href },
      { name: "Awards", href: externalLinks.awards.href },
    ],
  },
] as const satisfies readonly { title: string; links: readonly FooterLink[] }[];

/** The footer's call to join, above its columns: every page ends with the way in. */
export const footerJoinCall = {
  title: "Join the people who shape the world's parks",
  text: "Members meet park and public-space professionals in every region, and share in the webinars, the digital library and the awards.",
  action: headerActions.join,
} as const;

/** The heading over the office's address, phone and e-mail in the footer. */
export const footerContactTitle = "Contact";

/** Extra footer links that help visitors find their way (not in the spec's columns). */
export const footerUtilityLinks = [
  { name: "Site map", href: "/sitemap" },
  { name: "Partners", href: "/partners" },
  { name: "Privacy", href: "/privacy" },
] as const satisfies readonly FooterLink[];
