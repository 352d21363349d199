/**
 * Every route of the site (docs/product.md §2 plus /partners): its metadata, hero and /sitemap group, read by
 * each page's <head>, /sitemap and sitemap.xml; event and awards pages take theirs from the content
 * (docs/decisions/static-pages-and-one-route-list.md, docs/decisions/events-and-resources-as-data.md).
 */
import { loadEntries } from "@/lib/content/load";
import { daysIn } from "@/lib/event-dates";
import { yearOf } from "@/lib/events";
import { numberWord } from "@/lib/number-words";

import { chairsAwardSpan } from "./awards/chairs-award";
import { latestWinners } from "./awards/winners";
import { currentEvents, currentProgrammeSymposium } from "./events";
import type { Hero, PageMeta } from "@/content/types";

const { symposium, studyTour } = currentEvents;
const symposiumYear = String(yearOf(symposium));
const programmeDays = numberWord(daysIn(currentProgrammeSymposium));
const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
const awardWinners = latestWinners(loadEntries("winners"));
/** "2025 " before the winners' words, or nothing while there are none. */
const winnersEdition = awardWinners.edition === undefined ? "" : `${awardWinners.edition} `;
const chairsAwardYears = chairsAwardSpan(loadEntries("chairsAward"));

export const sitemapGroups = [
  {
    id: "start",
    title: "Start here",
    description: "The home page, this overview of the whole site and what the site collects about you.",
  },
  {
    id: "about",
    title: "About us",
    description: "Who we are, where we are heading and who we work with.",
  },
  {
    id: "governance",
    title: "Governance",
    description: "How the association is run: the board, its portfolios and the staff team.",
  },
  {
    id: "network",
    title: "Our network",
    description: "The five regions and six advocacy committees where members meet and work together.",
  },
  {
    id: "membership",
    title: "Membership",
    description: "Plans and prices for individuals and organisations, and how to join.",
  },
  {
    id: "resources",
    title: "Resources",
    description: "Articles, podcast episodes, webinars and the members' digital library.",
  },
  {
    id: "events",
    title: "Events",
    description: "The study tour, the symposium and its programme, and World Parks Week.",
  },
  {
    id: "awards",
    title: "Awards",
    description: `The World Urban Parks Awards: categories, ${winnersEdition}winners, judges and past honours.`,
  },
] as const;

export type SitemapGroupId = (typeof sitemapGroups)[number]["id"];

export type PageEntry = PageMeta & {
  /** Short name used in link lists (site map, breadcrumbs). */
  label: string;
  hero: Hero;
  group: SitemapGroupId;
};

export const pages = {
  home: {
    path: "/",
    label: "Home",
    title: "World Urban Parks | Shape the Future of Urban Parks",
    description:
      "Join the global community of parks, public spaces and recreation professionals: membership, free resources, events and the World Urban Parks Awards.",
    keywords: ["urban parks", "public spaces", "recreation professionals", "parks association", "membership"],
    hero: {
      title: "Shape the Future of Urban Parks",
      lead: "Connect, learn and join the global community of parks, public spaces and recreation professionals.",
    },
    group: "start",
  },
  sitemap: {
    path: "/sitemap",
    label: "Site map",
    title: "Site Map",
    description:
      "Every page of the World Urban Parks website, grouped by topic, with a short description of each.",
    keywords: ["site map", "all pages", "World Urban Parks"],
    hero: {
      title: "Site Map",
      lead: "Every page of the site in one place, grouped by what you came to do.",
    },
    group: "start",
  },
  privacy: {
    path: "/privacy",
    label: "Privacy",
    title: "Privacy Notice",
    description:
      "What the World Urban Parks website collects about visitors, what its requests to the blog send, and how analytics and your consent work.",
    keywords: ["privacy", "privacy notice", "cookies", "analytics", "consent", "personal data"],
    hero: {
      title: "Privacy Notice",
      lead: "What this site collects when you visit, and what your browser sends elsewhere.",
    },
    group: "start",
  },
  whoWeAre: {
    path: "/who-we-are",
    label: "Who we are",
    title: "Who We Are",
    description:
      "Our mission, vision and history: from an international parks federation founded in 1957 to World Urban Parks, launched in 2015.",
    keywords: ["about World Urban Parks", "mission", "vision", "history", "urban parks organisation"],
    hero: {
      eyebrow: "About us",
      title: "Who We Are",
      lead: "The international voice for urban parks, open space and recreation, working so that every city has the parks its people need.",
    },
    group: "about",
  },
  strategicPlan: {
    path: "/strategic-plan",
    label: "Strategic plan",
    title: "Strategic Plan 2025-2030",
    description:
      "Our Strategic Plan 2025-2030: the vision, our ambition for 2030 and the five goals that guide the association's work.",
    keywords: ["strategic plan", "2025-2030", "goals", "vision", "urban parks advocacy"],
    hero: {
      eyebrow: "About us",
      title: "Strategic Plan 2025-2030",
      lead: "Where we are heading in our second decade, and the five goals that will get us there.",
    },
    group: "about",
  },
  partners: {
    path: "/partners",
    label: "Partners",
    title: "Partners and Supporters",
    description:
      "The organisations that work with World Urban Parks, and how your organisation can partner with the global parks community.",
    keywords: ["partners", "supporters", "sponsorship", "collaboration", "urban parks"],
    hero: {
      eyebrow: "About us",
      title: "Partners and Supporters",
      lead: "Parks thrive when sectors work together. Meet the organisations that help us grow the global parks movement.",
    },
    group: "about",
  },
  governance: {
    path: "/governance",
    label: "Governance",
    title: "Governance",
    description:
      "How World Urban Parks is governed: the board of directors, portfolios, regions, committees and staff, and the principles we work by.",
    keywords: ["governance", "board", "committees", "regions", "transparency"],
    hero: {
      eyebrow: "About us",
      title: "Governance",
      lead: "A member-led association run openly by a volunteer board, regional chairs, expert committees and a small professional team.",
    },
    group: "governance",
  },
  boardOfDirectors: {
    path: "/board-of-directors",
    label: "Board of directors",
    title: "Board of Directors",
    description:
      "Meet the board of directors of World Urban Parks: park leaders from around the world who set the association's direction.",
    keywords: ["board of directors", "chair", "directors", "leadership", "World Urban Parks board"],
    hero: {
      title: "Board of Directors",
      lead: "Park leaders from every region who volunteer their time to set our direction and hold us to account.",
    },
    group: "governance",
  },
  portfolios: {
    path: "/portfolios",
    label: "Portfolios",
    title: "Board Portfolios",
    description:
      "The six board portfolios of World Urban Parks, from governance and treasury to membership and congresses, with their responsibilities and leads.",
    keywords: ["board portfolios", "responsibilities", "treasury", "advocacy", "congresses"],
    hero: {
      title: "Board Portfolios",
      lead: "The areas of responsibility, each led by a director, that turn the strategic plan into work.",
    },
    group: "governance",
  },
  staff: {
    path: "/staff",
    label: "Staff",
    title: "Our Staff",
    description:
      "Meet the World Urban Parks staff team who run the association day to day, and find out how to reach them.",
    keywords: ["staff", "team", "secretariat", "contact", "World Urban Parks office"],
    hero: {
      title: "Our Staff",
      lead: "A small team that keeps the global network running, from members and events to communications and finance.",
    },
    group: "governance",
  },
  regions: {
    path: "/regions",
    label: "Regions",
    title: "Our Regions",
    description:
      "World Urban Parks works through five regions: North America, Latin America, Europe, Asia Pacific and Africa. Meet each region's chair and members.",
    keywords: ["regions", "North America", "Latin America", "Europe", "Asia Pacific", "Africa"],
    hero: {
      eyebrow: "Our network",
      title: "Our Regions",
      lead: "Five regional committees bring the global network close to home, in the languages and contexts of their members.",
    },
    group: "network",
  },
  committees: {
    path: "/committees",
    label: "Committees",
    title: "Advocacy Committees",
    description:
      "Six expert committees lead our advocacy: children and nature, large parks, climate resilience, healthy parks, ageing well and cemeteries.",
    keywords: ["committees", "advocacy", "large parks", "climate change", "healthy parks"],
    hero: {
      eyebrow: "Our network",
      title: "Advocacy Committees",
      lead: "Members who share a passion turn it into guidance, research and campaigns for parks everywhere.",
    },
    group: "network",
  },
  membership: {
    path: "/membership",
    label: "Membership",
    title: "Membership",
    description:
      "Become a member of World Urban Parks: compare individual and organisation plans, prices in NZD, and the benefits of joining.",
    keywords: ["membership", "join", "individual membership", "organisation membership", "prices"],
    hero: {
      eyebrow: "Be a member",
      title: "Membership",
      lead: "Join more than a thousand parks professionals in over thirty countries, learning from and standing up for parks together.",
    },
    group: "membership",
  },
  membershipPlans: {
    path: "/membership-plans",
    label: "Membership plans",
    title: "Membership Plans",
    description:
      "All World Urban Parks membership plans in USD, NZD and EUR: the free trial, student, retired, regular, supporter and organisation memberships.",
    keywords: ["membership plans", "prices", "student membership", "supporter", "free trial"],
    hero: {
      eyebrow: "Be a member",
      title: "Membership Plans",
      lead: "Find the plan that fits where you are in your career, from a free 30-day trial to supporting the network.",
    },
    group: "membership",
  },
  organizationalMembership: {
    path: "/organizational-membership",
    label: "Organisational membership",
    title: "Organisational Membership",
    description:
      "Membership for park agencies, cities, associations, universities and businesses, priced by operating budget in NZD, USD or EUR.",
    keywords: [
      "organisational membership",
      "organizational membership",
      "park agencies",
      "cities",
      "operating budget",
      "fees",
    ],
    hero: {
      eyebrow: "Be a member",
      title: "Organisational Membership",
      lead: "Bring your whole organisation into the global parks community, with a fee that matches your operating budget.",
    },
    group: "membership",
  },
  blog: {
    path: "/blog",
    label: "Blog",
    title: "Blog",
    description:
      "Articles from the World Urban Parks blog on sustainability, park design, community and innovation from around the world.",
    keywords: ["blog", "urban parks articles", "sustainability", "park design", "innovation"],
    hero: {
      eyebrow: "Resources",
      title: "Blog",
      lead: "Stories, ideas and lessons from parks professionals around the world.",
    },
    group: "resources",
  },
  podparks: {
    path: "/podparks",
    label: "PodParks",
    title: "PodParks Podcast",
    description:
      "PodParks, the World Urban Parks podcast: conversations with the people who plan, build and care for parks around the world.",
    keywords: ["PodParks", "podcast", "urban parks podcast", "episodes", "interviews"],
    hero: {
      eyebrow: "Resources",
      title: "PodParks",
      lead: "Conversations with the people who plan, build and care for the world's parks.",
    },
    group: "resources",
  },
  webinars: {
    path: "/webinars",
    label: "Webinars",
    title: "Webinars",
    description:
      "Upcoming and recorded World Urban Parks webinars: practical sessions with park leaders and experts from every region.",
    keywords: ["webinars", "online learning", "parks training", "recordings", "professional development"],
    hero: {
      eyebrow: "Resources",
      title: "Webinars",
      lead: "Learn from park leaders and experts wherever you are, live or on demand.",
    },
    group: "resources",
  },
  digitalLibrary: {
    path: "/digital-library",
    label: "Digital library",
    title: "Digital Library",
    description:
      "A preview of the World Urban Parks digital library: over 500 documents, guides, images and videos on urban parks, open to members.",
    keywords: ["digital library", "park guides", "case studies", "documents", "member resources"],
    hero: {
      eyebrow: "Resources",
      title: "Digital Library",
      lead: "Research, guides, case studies and recordings collected by the network, in one searchable library for members.",
    },
    group: "resources",
  },
  studyTour: {
    path: "/study-tour",
    label: "Study tour",
    title: studyTour.name,
    description: studyTour.pageDescription,
    keywords: [
      "study tour",
      studyTour.city,
      studyTour.country,
      ...(studyTour.hostEvent ? [studyTour.hostEvent] : []),
      "park visits",
    ],
    hero: { eyebrow: "Events", title: studyTour.name, lead: studyTour.lead },
    group: "events",
  },
  symposium: {
    path: "/symposium",
    label: "Symposium",
    title: `Symposium ${symposiumYear}, ${symposium.city}`,
    description: symposium.pageDescription,
    keywords: ["symposium", symposium.city, symposiumYear, "conference", "urban parks event"],
    hero: { eyebrow: "Events", title: `Symposium ${symposiumYear}`, lead: symposium.lead },
    group: "events",
  },
  symposiumProgram: {
    path: "/symposium-program",
    label: "Symposium programme",
    title: "Symposium Programme",
    description: `The ${programmeDays}-day programme of the ${currentProgrammeSymposium.name} in ${currentProgrammeSymposium.city}: keynotes, panels, workshops and networking, day by day.`,
    keywords: ["symposium programme", "schedule", "sessions", "speakers", currentProgrammeSymposium.city],
    hero: {
      eyebrow: "Events",
      title: "Symposium Programme",
      lead: `${capitalised(programmeDays)} days of keynotes, panels, speed sessions and workshops. Choose a day to see its sessions.`,
    },
    group: "events",
  },
  parksWeek: {
    path: "/parks-week",
    label: "World Parks Week",
    title: "World Parks Week",
    description:
      "World Parks Week, every year in the last week of April: how cities, organisations and people everywhere celebrate their parks.",
    keywords: ["World Parks Week", "April", "park events", "celebrate parks", "community"],
    hero: {
      eyebrow: "Events",
      title: "World Parks Week",
      lead: "Every year in the last week of April, the world celebrates the parks on its doorstep.",
    },
    group: "events",
  },
  wupAwards: {
    path: "/wup-awards",
    label: "WUP Awards",
    title: "World Urban Parks Awards",
    description: `The World Urban Parks Awards celebrate excellence in parks: the ${winnersEdition}winners, categories, judges and the Chair's Award history.`,
    keywords: ["World Urban Parks Awards", "WUP@10", "award winners", "parks awards", "recognition"],
    hero: {
      eyebrow: "Awards",
      title: "World Urban Parks Awards",
      lead: "Ten years of celebrating the people, projects and organisations that make cities greener and fairer.",
    },
    group: "awards",
  },
  wupAwardsAbout: {
    path: "/wup-awards/about",
    label: "About the awards",
    title: "About the Awards",
    description:
      "The vision and mission of the World Urban Parks Awards, their six categories and five regions, and how the programme works.",
    keywords: ["about the awards", "award categories", "Young Park Leader", "ILUP", "award regions"],
    hero: {
      title: "About the Awards",
      lead: "Six categories across five regions, recognising excellence in everything from a neighbourhood park to a whole city's parks service.",
    },
    group: "awards",
  },
  wupAwardsWinners: {
    path: "/wup-awards/winners",
    label: `${winnersEdition}winners`,
    title: `${winnersEdition}Award Winners`,
    description: `The ${awardWinners.winners.length} winners of the World Urban Parks Awards ${winnersEdition.trim()}${winnersEdition ? "," : ""} by region and category, with the stories behind their projects.`,
    keywords: [
      `${winnersEdition}award winners`,
      "parks awards winners",
      "parks projects",
      "regions",
      "categories",
    ],
    hero: {
      title: `${winnersEdition}Award Winners`,
      lead: `The people, parks and organisations recognised at the ${winnersEdition}awards, region by region.`,
    },
    group: "awards",
  },
  wupAwardsJudges: {
    path: "/wup-awards/judges",
    label: "Judges",
    title: "Judging Panel",
    description:
      "Meet the international judging panel of the World Urban Parks Awards: regional experts from across the globe.",
    keywords: ["judges", "judging panel", "jury", "awards judges", "regional experts"],
    hero: {
      title: "Judging Panel",
      lead: "Regional experts in planning, sustainability and public-space management who reviewed every nomination.",
    },
    group: "awards",
  },
  wupAwardsChairsAward: {
    path: "/wup-awards/chairs-award",
    label: "Chair's Award",
    title: "Chair's Award History",
    description: `Every honour World Urban Parks has presented, ${chairsAwardYears}, year by year.`,
    keywords: ["Chair's Award", "award history", "past winners", "Legacy Award", "Large Urban Parks"],
    hero: {
      title: "Chair's Award History",
      lead: `The people, parks and cities the association has honoured, from ${chairsAwardYears}.`,
    },
    group: "awards",
  },
} as const satisfies Record<string, PageEntry>;

/** All routes in site-map order. */
export const pageList: readonly PageEntry[] = Object.values(pages);

/** Pages of one site-map group, in site-map order. */
export function pagesInGroup(group: SitemapGroupId): readonly PageEntry[] {
  return pageList.filter((page) => page.group === group);
}
