/**
 * /organizational-membership: the five organisation types, what members receive and how to reach
 * the office. Fees come from the budget tiers in content/plans.ts. No public source gives the
 * registration page of each type and tier, so those addresses are plausible pages on the
 * association's membership platform, marked `sample: true`.
 */
import { officeMailto } from "./site";
import type { BenefitCard, BudgetId, OrganisationType, Provenance } from "./types";
import { budgetIds } from "./types";

export const organisationSections = {
  plans: "plans",
  benefits: "benefits",
  contact: "contact",
} as const;

/** The icons the organisation cards use (the selector island maps only these). */
export const organisationIconNames = ["landmark", "trees", "users", "graduation-cap", "handshake"] as const;
export type OrganisationIconName = (typeof organisationIconNames)[number];

export type OrganisationTypeEntry = OrganisationType & { icon: OrganisationIconName } & Provenance;

const ORGANISATION_PLATFORM = "https://wup.imiscloud.com/Public/Membership/Join/Organisation";

const BUDGET_SLUGS: Record<BudgetId, string> = {
  less_than_1m: "Under-1M",
  "1_to_10m": "1M-10M",
  "10_to_40m": "10M-40M",
  over_40m: "Over-40M",
};

function registrationUrls(slug: string): Record<BudgetId, string> {
  return Object.fromEntries(
    budgetIds.map((budget) => [budget, `${ORGANISATION_PLATFORM}/${slug}-${BUDGET_SLUGS[budget]}.aspx`]),
  ) as Record<BudgetId, string>;
}

export const organisationTypes = [
  {
    id: "national_peak",
    name: "National Peak Body",
    description:
      "National associations and peak bodies for parks, recreation or landscape that represent a country's sector.",
    icon: "landmark",
    urls: registrationUrls("National-Peak-Body"),
    sample: true,
  },
  {
    id: "park_city_agency",
    name: "Park or City Agency",
    description:
      "City councils, municipal parks departments and park management agencies that plan and run public green space.",
    icon: "trees",
    urls: registrationUrls("Park-City-Agency"),
    sample: true,
  },
  {
    id: "regional_community",
    name: "Regional or Community Organisation",
    description:
      "Regional networks, trusts, friends-of-parks groups and community organisations caring for local parks.",
    icon: "users",
    urls: registrationUrls("Regional-Community"),
    sample: true,
  },
  {
    id: "university_research",
    name: "University or Research Institute",
    description:
      "Universities, schools and research institutes teaching or studying parks, landscape, ecology and recreation.",
    icon: "graduation-cap",
    urls: registrationUrls("University-Research"),
    sample: true,
  },
  {
    id: "business_philanthropic",
    name: "Business or Philanthropic Organisation",
    description:
      "Design practices, suppliers, consultancies, foundations and funders working with the parks sector.",
    icon: "handshake",
    urls: registrationUrls("Business-Philanthropic"),
    sample: true,
  },
] as const satisfies readonly OrganisationTypeEntry[];

export const organisationPlansIntro = {
  eyebrow: "Fees and plans",
  title: "Find your organisation's fee",
  subtitle:
    "Choose your annual operating budget and a currency. Every organisation type pays the fee of its budget tier.",
  boardNote:
    "The Board decides whether an organisation qualifies for the type it registers under; the office will contact you if another type fits better.",
} as const;

export const organisationBenefitsIntro = {
  eyebrow: "Membership benefits",
  title: "What your organisation receives",
  subtitle: "One membership brings your team into the global conversation on parks.",
} as const;

export const organisationBenefits = [
  {
    title: "Your whole team connected",
    description:
      "Staff join the member community, webinars and the digital library, and learn from peers facing the same challenges.",
    icon: "users",
  },
  {
    title: "Visibility and recognition",
    description:
      "Appear in the member directory, enter the World Urban Parks Awards and present your work at the symposium.",
    icon: "award",
  },
  {
    title: "Influence on the agenda",
    description:
      "Shape regional networks, committees and the association's advocacy for investment in urban parks.",
    icon: "megaphone",
  },
] as const satisfies readonly BenefitCard[];

export const organisationContact = {
  title: "Questions about organisational membership?",
  text: "Not sure which type or tier fits, or need an invoice before you register? Write to the office and we will help.",
  email: { label: "Email the office", href: officeMailto("Organisational membership") },
  individual: { label: "See individual membership", href: "/membership" },
} as const;
