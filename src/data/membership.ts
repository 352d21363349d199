/**
 * /membership: why join, the individual plans comparison (NZD per year) and the organisation
 * tiers. Prices come from src/data/plans.ts; this file holds the copy around them.
 */
import { officeMailto } from "./site";
import type { BenefitCard, Stat } from "@/content/types";

export const membershipSections = {
  benefits: "benefits",
  individual: "individual-plans",
  organisation: "organisation-plans",
  notes: "good-to-know",
} as const;

export const membershipHero = {
  freeSubscriber: { label: "Free Subscriber", hint: "start a free 30-day trial" },
  plans: { label: "Compare plans", href: `#${membershipSections.individual}` },
  statsLabel: "World Urban Parks in numbers",
} as const;

/** Hero counters (docs/product.md §2): 1000+ active members, 30+ countries, 10+ years. */
export const membershipStats = [
  { value: 1000, suffix: "+", label: "Active members", durationMs: 2500 },
  { value: 30, suffix: "+", label: "Countries", durationMs: 2000 },
  { value: 10, suffix: "+", label: "Years", durationMs: 1800 },
] as const satisfies readonly Stat[];

export const membershipBenefitsIntro = {
  eyebrow: "Why join",
  title: "What membership gives you",
  subtitle:
    "Membership connects you with the people who plan, build, run and champion parks in cities around the world.",
} as const;

export const membershipBenefits = [
  {
    title: "A global peer network",
    description:
      "Ask a question in the member community and hear from park managers, designers and researchers on five continents.",
    icon: "network",
  },
  {
    title: "A library of practice",
    description:
      "Case studies, guides, policies and research in the members' digital library of more than 500 resources.",
    icon: "library",
  },
  {
    title: "Webinars and PodParks",
    description:
      "Learn from practitioners in live webinars and podcast episodes, and catch up on every recording later.",
    icon: "presentation",
  },
  {
    title: "Member rates for events",
    description:
      "Save on the symposium, study tours and congresses where the field meets to compare what works.",
    icon: "ticket",
  },
  {
    title: "Recognition and awards",
    description:
      "Nominate colleagues and projects for the World Urban Parks Awards and join award juries in your region.",
    icon: "trophy",
  },
  {
    title: "A voice for parks",
    description:
      "Add your experience to the association's advocacy for well-funded, well-managed urban green space.",
    icon: "megaphone",
  },
] as const satisfies readonly BenefitCard[];

export const individualPlansIntro = {
  eyebrow: "Individual membership",
  title: "Compare individual plans",
  subtitle:
    "Annual fees in New Zealand dollars. Start with a free 30-day trial or choose the plan that fits you.",
  caption: "Individual membership plans and annual fees in NZD",
  columns: { plan: "Plan", description: "Who it is for", price: "Fee (NZD)", action: "Register" },
  popular: "Most popular",
  action: "Choose Plan",
  allPlans: { label: "See every plan in USD, NZD and EUR", href: "/membership-plans" },
} as const;

export const organisationPlansIntro = {
  eyebrow: "Organisational membership",
  title: "Membership for organisations",
  subtitle:
    "Agencies, cities, associations, universities and businesses pay by annual operating budget. Fees in New Zealand dollars.",
  caption: "Organisational membership fees in NZD by annual operating budget",
  columns: { plan: "Operating budget", description: "", price: "Fee (NZD)", action: "Details" },
  action: "Choose Plan",
  href: "/organizational-membership",
} as const;

export const membershipNotes = {
  title: "Good to know",
  items: [
    {
      id: "discount",
      icon: "hand-heart",
      title: "50% discount for lower-income countries",
      text: "Members in countries with a GDP below USD 10,000 per person pay half the fee. Ask the office for your discount code before you register.",
      link: { label: "Request a discount code", href: officeMailto("Membership discount code request") },
    },
    {
      id: "renewal",
      icon: "calendar",
      title: "Renewal from your purchase date",
      text: "Your membership runs for a year from the day you buy it, and renews on that date rather than on a fixed calendar date.",
    },
    {
      id: "groups",
      icon: "users",
      title: "Group memberships",
      text: "Signing up several colleagues or a whole team? Group memberships are arranged through the office.",
      link: { label: "Ask the office about group memberships", href: officeMailto("Group membership") },
    },
  ],
} as const;

/** /membership-plans: copy around the plan cards (the plans and prices are in src/data/plans.ts). */
export const membershipPlansPage = {
  hero: { register: { label: "Register Now", hint: "on the member community platform" } },
  currenciesNote:
    "Every plan is shown in New Zealand dollars, US dollars and euros; you pay in the currency you choose when you register.",
  registerLabel: "Register Now",
  popular: "Most popular",
  organisationLink: { label: "Fees by operating budget", href: "/organizational-membership" },
  notes: {
    id: "important-notes",
    title: "Important notes",
    items: [
      "Fees are annual. Prices in other currencies are based on the exchange rate at the time of purchase.",
      "Your membership renews on the anniversary of your purchase date, not on a fixed calendar date.",
      "The free 30-day trial ends on its own; you are never charged unless you choose a paid plan.",
      "Members in countries with a GDP below USD 10,000 per person receive a 50% discount with a code from the office.",
      "Group memberships for several colleagues are arranged through the office.",
      "For organisations, the Board decides whether an organisation qualifies for its chosen organisation type.",
    ],
    contact: { label: "Email the office", href: officeMailto("Membership question") },
  },
} as const;
