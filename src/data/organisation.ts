/**
 * Who we are and the Strategic Plan 2025-2030 (docs/product.md §2 /who-we-are and /strategic-plan).
 * Facts come from ../shared/content-facts/organisation.yaml with their sources. The spec's 2010
 * milestone and the 2025-2030 plan's goals have no public source yet, so they are `sample: true`.
 */
import type { IconName, Provenance } from "@/content/types";

export type Milestone = { year: number; title: string; description: string } & Provenance;

export type Statement = { title: string; text: string; icon: IconName } & Provenance;

export type Goal = { number: number; title: string; description: string; icon: IconName } & Provenance;

const GOVERNANCE_POLICIES =
  "https://wup.imiscloud.com/WorldUrbanParks/About_Us/Strategic-Directions-Policies/Governance-Policies/Public/About-Us/Strategic-Direction/Governance-Policies.aspx?hkey=0962d836-9ef5-4d3a-9ee7-e71c8eb4a15c";
const THE_ORGANISATION =
  "https://wup.imiscloud.com/Public/About_Us/Public/About-Us/The-Organisation/The-Organisation.aspx?hkey=185b2384-20f2-4ea9-b95b-a7135a36658b";

export const mission = {
  title: "Our mission",
  text: "To champion urban parks, open space and recreation for the liveability of cities, for nature and for everyone's access to green space, and to serve a diverse international membership of the people and organisations who make parks happen.",
  icon: "target",
  source: GOVERNANCE_POLICIES,
} as const satisfies Statement;

export const vision = {
  title: "Our vision",
  text: "Urban parks recognised worldwide as essential to healthy, fair and resilient cities, in the way protected areas are recognised for nature, with a trusted international body to speak for them.",
  icon: "eye",
  source: THE_ORGANISATION,
} as const satisfies Statement;

export const whoWeAreCopy = {
  introHeading: "An umbrella for the parks sector",
  intro:
    "World Urban Parks is a non-profit, membership-based international body for urban parks, open space and recreation. We bring together national associations, park agencies, NGOs, universities, businesses and community groups, and aim to be the first place they turn for international advice, support and connection.",
  introSource: THE_ORGANISATION,
  timelineHeading: "Our story",
  timelineSubtitle:
    "Almost seventy years of international co-operation between the people who look after parks.",
  reportsHeading: "Annual reports",
  reportsText:
    "Every year the board reports to members on our work and finances, and members approve the annual report at the annual general meeting.",
  reportsLinkText: "Read our annual reports and AGM papers",
  ctaHeading: "Be part of the next chapter",
  ctaText:
    "Join parks professionals in more than thirty countries who learn from and stand up for parks together.",
  ctaLink: { href: "/membership", label: "Become a member" },
  governanceLink: { href: "/governance", label: "See how we are governed" },
} as const;

/** docs/product.md §2: 1957, 2010, 2015 (April), 2025. */
export const milestones = [
  {
    year: 1957,
    title: "An international parks federation is founded",
    description:
      "Our roots lie in the International Federation of Parks and Recreation Administration (IFPRA), founded in 1957 to connect the people who run parks in different countries.",
    source: "https://worldurbanparks.com/category/articles-and-documents/page/5",
  },
  {
    year: 2010,
    title: "An international alliance",
    description:
      "Park and green space organisations begin working together as an international alliance for urban parks, the second strand of the organisation to come.",
    sample: true,
  },
  {
    year: 2015,
    title: "World Urban Parks launches in April",
    description:
      "The new organisation begins on 1 April 2015, as members of the federation and the alliance move into one global body for urban parks.",
    source: "https://wup.connectedcommunity.org/about-us/governance",
  },
  {
    year: 2025,
    title: "Ten years, a renewed brand and a new plan",
    description:
      "We celebrate our tenth anniversary with the WUP@10 Awards in Istanbul, a renewed brand and the Strategic Plan 2025-2030.",
    source: "https://podcast.app/32-nature-doesnt-need-us-but-we-need-nature-e387446740",
  },
] as const satisfies readonly Milestone[];

/* ------------------------------------------------------------------ strategic plan */

export const strategicPlan = {
  period: "2025-2030",
  visionHeading: "Our vision",
  vision:
    "Every city has parks and public spaces that are well designed, well managed and valued by the people who use them, supported by a confident global profession.",
  ambitionHeading: "Our ambition by 2030",
  ambition:
    "By 2030 we want to be present and active in all five regions, to be the reference point for parks knowledge and leadership, and to stand on a financial footing that lets us plan for the long term.",
  goalsHeading: "Five goals",
  goalsSubtitle: "The board's portfolios and the staff team turn these goals into yearly work plans.",
  previousHeading: "Building on Strategic Directions 2018-2023",
  previousText:
    "The plan builds on our first strategic directions, developed by the CEO with the board, whose four goals were Park Networks, Park Benefits, People Networks and a Global Voice, linked to the UN Sustainable Development Goals.",
  previousLink: {
    href: "https://wup.connectedcommunity.org/about-us/strategic-directions--policies",
    label: "Read the Strategic Directions 2018-2023",
  },
  ctaHeading: "Help us get there",
  ctaText: "Members shape the plan through the regions and committees. Join them.",
  ctaLink: { href: "/membership", label: "Become a member" },
} as const;

export const strategicGoals = [
  {
    number: 1,
    title: "Global presence in all five regions",
    description:
      "Active committees, members and events in North America, Latin America, Europe, Asia Pacific and Africa, so that every park professional has a network close to home.",
    icon: "globe",
    sample: true,
  },
  {
    number: 2,
    title: "Innovation and excellence",
    description:
      "Collect, recognise and share the best of park practice, through our awards, committees and resources, so that good ideas travel quickly.",
    icon: "lightbulb",
    sample: true,
  },
  {
    number: 3,
    title: "A platform for growing park leaders",
    description:
      "Learning, mentoring and recognition for park leaders at every stage, from young professionals to chief executives.",
    icon: "sprout",
    sample: true,
  },
  {
    number: 4,
    title: "An advocacy framework",
    description:
      "Clear positions and evidence that members can use to make the case for parks with governments, funders and international bodies.",
    icon: "megaphone",
    sample: true,
  },
  {
    number: 5,
    title: "Financial foundation",
    description:
      "A growing and diverse income from membership, events and partners that keeps the association independent and sustainable.",
    icon: "piggy-bank",
    sample: true,
  },
] as const satisfies readonly Goal[];
