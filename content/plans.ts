/**
 * The one price list of the site (SPEC §9): every membership plan in USD, NZD and EUR, and the four
 * organisational budget tiers. /membership, /membership-plans and /organizational-membership all
 * read their figures from here; `plans.test.ts` pins every number against the spec.
 *
 * Registration addresses: no public source gives the exact page of each plan, so they are plausible
 * pages on the association's membership platform, marked `sample: true` until confirmed.
 */
import type {
  BudgetId,
  BudgetTier,
  Currency,
  ExternalLink,
  MembershipPlan,
  PlanCategory,
  PlanId,
  Price,
} from "./types";

/** Shown under every price (SPEC §9). */
export const PRICE_NOTE = "*based on the exchange rate at the time of purchase.";

/** Label of a card price while no operating budget is chosen (SPEC §4). */
export const SELECT_BUDGET_LABEL = "Select budget";

export const DEFAULT_CURRENCY: Currency = "nzd";
export const DEFAULT_BUDGET: BudgetId = "less_than_1m";

/** Display order of the currency choices: NZD first, the association's home currency. */
export const currencyOptions = [
  { id: "nzd", code: "NZD", label: "NZD – New Zealand dollar" },
  { id: "usd", code: "USD", label: "USD – US dollar" },
  { id: "eur", code: "EUR", label: "EUR – Euro" },
] as const satisfies readonly { id: Currency; code: string; label: string }[];

const MEMBERSHIP_PLATFORM = "https://wup.imiscloud.com/Public/Membership/Join";

function registration(slug: string): ExternalLink {
  return { href: `${MEMBERSHIP_PLATFORM}/${slug}.aspx`, sample: true };
}

export type PlanEntry = MembershipPlan & {
  /** The plan's own registration page (opens in a new tab). */
  registration: ExternalLink;
};

export const membershipPlans = [
  {
    id: "trial",
    name: "Free Subscriber",
    description: "Try the network for 30 days at no cost before you choose a plan.",
    price: { usd: 0, nzd: 0, eur: 0 },
    duration: "30 days",
    popular: false,
    features: [
      "Member newsletter and event announcements",
      "Access to the online community for 30 days",
      "Free webinars and PodParks episodes",
    ],
    category: "trial",
    note: "No payment details needed; the trial ends on its own after 30 days.",
    registration: registration("Free-Subscriber"),
  },
  {
    id: "student",
    name: "Student",
    description: "For full-time students of landscape, planning, ecology, recreation and related fields.",
    price: { usd: 24, nzd: 40, eur: 22 },
    duration: "per year",
    popular: false,
    features: [
      "Full online community and member directory",
      "Digital library of 500+ resources",
      "Member rates for the symposium and study tours",
      "Mentoring through the Young Park Leaders network",
    ],
    category: "individual",
    note: "Proof of enrolment may be requested.",
    registration: registration("Student"),
  },
  {
    id: "retired",
    name: "Retired",
    description: "For retired professionals who want to keep sharing their experience with the field.",
    price: { usd: 45, nzd: 75, eur: 42 },
    duration: "per year",
    popular: false,
    features: [
      "Full online community and member directory",
      "Digital library of 500+ resources",
      "Member rates for the symposium and study tours",
      "Volunteer roles on committees and award juries",
    ],
    category: "individual",
    registration: registration("Retired"),
  },
  {
    id: "regular",
    name: "Regular",
    description: "The professional membership for people working in parks, public space and recreation.",
    price: { usd: 87, nzd: 145, eur: 81 },
    duration: "per year",
    popular: true,
    features: [
      "Full online community and member directory",
      "Digital library of 500+ resources",
      "Member rates for the symposium and study tours",
      "Eligibility for committees, working groups and award nominations",
      "A vote at the Annual General Meeting",
    ],
    category: "individual",
    registration: registration("Regular"),
  },
  {
    id: "supporter",
    name: "Supporter",
    description:
      "Everything in Regular, plus a contribution that funds programmes for emerging park leaders.",
    price: { usd: 150, nzd: 250, eur: 140 },
    duration: "per year",
    popular: false,
    features: [
      "Every Regular membership benefit",
      "Supporter recognition in the annual report",
      "Priority seating at member events",
    ],
    category: "supporter",
    registration: registration("Supporter"),
  },
  {
    id: "valued-supporter",
    name: "Valued Supporter",
    description: "Our highest individual level, for members who want to invest most in the network's work.",
    price: { usd: 180, nzd: 300, eur: 167 },
    duration: "per year",
    popular: false,
    features: [
      "Every Supporter benefit",
      "Invitation to the annual Chair's briefing",
      "Named support of a Young Park Leader scholarship",
    ],
    category: "supporter",
    registration: registration("Valued-Supporter"),
  },
  {
    id: "organization",
    name: "Organisation",
    description:
      "For park agencies, cities, associations, universities and businesses: membership for your whole team.",
    price: { usd: 410, nzd: 680, eur: 380 },
    duration: "12 months",
    popular: false,
    features: [
      "Membership benefits for your staff",
      "Organisation listing in the member directory",
      "Reduced fees for awards entries and events",
      "A voice in regional networks and advocacy",
    ],
    category: "organization",
    note: "Base fee for an operating budget under 1 million; larger organisations pay by budget tier.",
    registration: registration("Organization"),
  },
] as const satisfies readonly PlanEntry[];

/** The six plans of the individual comparison table on /membership (everything but the organisation). */
export const individualPlans = membershipPlans.filter((plan) => plan.category !== "organization");

const plansIn = (...categories: readonly PlanCategory[]) =>
  membershipPlans.filter((plan) => (categories as readonly string[]).includes(plan.category));

/** The groups of /membership-plans: the trial sits with the individual plans. */
export const planGroups = [
  {
    id: "individual",
    title: "Individual",
    description: "Personal memberships for every stage of a parks career, starting with a free trial.",
    plans: plansIn("trial", "individual"),
  },
  {
    id: "supporter",
    title: "Supporter",
    description: "Every individual benefit, plus a contribution that grows the network's programmes.",
    plans: plansIn("supporter"),
  },
  {
    id: "organizational",
    title: "Organizational",
    description: "One membership for your agency, city, association, university or business.",
    plans: plansIn("organization"),
  },
] as const satisfies readonly {
  id: string;
  title: string;
  description: string;
  plans: readonly PlanEntry[];
}[];

export function planById(id: PlanId): PlanEntry {
  const plan = membershipPlans.find((entry) => entry.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/** The four organisational fees by operating budget (SPEC §9 "Organisation tiers"). */
export const budgetTiers = [
  { id: "less_than_1m", label: "Under 1 million", price: { nzd: 680, usd: 394, eur: 340 } },
  { id: "1_to_10m", label: "1 to 10 million", price: { nzd: 1350, usd: 783, eur: 675 } },
  { id: "10_to_40m", label: "10 to 40 million", price: { nzd: 2785, usd: 1615, eur: 1393 } },
  { id: "over_40m", label: "Over 40 million", price: { nzd: 3755, usd: 2178, eur: 1878 } },
] as const satisfies readonly BudgetTier[];

export function isBudgetId(value: string): value is BudgetId {
  return budgetTiers.some((tier) => tier.id === value);
}

export function isCurrency(value: string): value is Currency {
  return currencyOptions.some((option) => option.id === value);
}

/** The annual fee for a budget tier in a currency, or `null` while no budget is chosen. */
export function organisationFee(budget: BudgetId | null, currency: Currency): number | null {
  if (budget === null) return null;
  const tier = budgetTiers.find((entry) => entry.id === budget);
  if (!tier) throw new Error(`Unknown budget tier ${budget}`);
  return tier.price[currency];
}

const formatters: Record<Currency, Intl.NumberFormat> = {
  nzd: new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "NZD",
    maximumFractionDigits: 0,
    useGrouping: false,
  }),
  usd: new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
    useGrouping: false,
  }),
  eur: new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "EUR",
    maximumFractionDigits: 0,
    useGrouping: false,
  }),
};

/** "NZ$145", "$87", "€81": whole amounts, written exactly as the spec's figures (no grouping). */
export function formatPrice(amount: number, currency: Currency): string {
  return formatters[currency].format(amount);
}

/** The text of a card price: the fee in the currency, or 'Select budget' while none is chosen. */
export function organisationFeeLabel(budget: BudgetId | null, currency: Currency): string {
  const fee = organisationFee(budget, currency);
  return fee === null ? SELECT_BUDGET_LABEL : formatPrice(fee, currency);
}

export function priceIn(price: Price, currency: Currency): string {
  return formatPrice(price[currency], currency);
}
