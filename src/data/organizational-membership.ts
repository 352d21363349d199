/**
 * /organizational-membership: the copy around the fee selector, what members receive and how to
 * reach the office. The organisation types and the fees by operating budget are data files
 * (content/organisation-types/, content/budget-tiers/).
 */
import { officeMailto } from "./site";
import type { BenefitCard } from "@/content/types";

export const organisationSections = {
  plans: "plans",
  benefits: "benefits",
  contact: "contact",
} as const;

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
