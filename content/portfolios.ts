/**
 * The six board portfolios (SPEC §2 /portfolios, §3 "Portfolio", §9: 6). The six-portfolio
 * structure and its leads are not published anywhere we could find (the only sourced structure is
 * the 2016 one), so every portfolio is `sample: true`; leads are the sample directors of the board.
 * Membership & Engagement has no lead: its `lead` is `null` and the page says it is vacant.
 */
import type { Portfolio } from "./types";

export const portfolios = [
  {
    title: "Governance",
    description:
      "Keeps the association well run: the constitution, board processes, elections and the policies that make our decisions open and fair.",
    responsibilities: [
      "Maintain the constitution and governance policies",
      "Run director nominations, elections and inductions",
      "Oversee the annual general meeting and board calendar",
      "Review risk, conflicts of interest and compliance",
    ],
    lead: "Oliver Hastings",
    leadPosition: "Director, United Kingdom",
    sample: true,
  },
  {
    title: "Advocacy & Policy",
    description:
      "Gives urban parks a strong voice internationally, turning the expertise of members and committees into positions, campaigns and partnerships.",
    responsibilities: [
      "Set advocacy priorities with the six committees",
      "Prepare policy statements and consultation responses",
      "Represent members at international forums and agencies",
      "Support members' local advocacy with evidence and toolkits",
    ],
    lead: "Rachel Goldberg",
    leadPosition: "Director, United States",
    sample: true,
  },
  {
    title: "Treasury",
    description:
      "Looks after the association's finances so that membership fees and partner support go as far as possible for parks.",
    responsibilities: [
      "Prepare the annual budget with the CEO",
      "Report financial performance to the board each meeting",
      "Oversee the audit and the annual financial statements",
      "Advise on fees, reserves and investment policy",
    ],
    lead: "Samuel Mensah",
    leadPosition: "Treasurer, Ghana",
    sample: true,
  },
  {
    title: "Strategic Development",
    description:
      "Steers the Strategic Plan 2025-2030 and looks ahead: new programmes, partnerships and ways of growing the network.",
    responsibilities: [
      "Track progress on the strategic plan's five goals",
      "Scope new programmes and strategic partnerships",
      "Lead the board's annual planning workshop",
      "Report to members on outcomes each year",
    ],
    lead: "Helena Brandt",
    leadPosition: "Deputy Chair, Germany",
    sample: true,
  },
  {
    title: "Membership & Engagement",
    description:
      "Makes membership worthwhile for every park professional and organisation, from the first welcome to long-term involvement.",
    responsibilities: [
      "Shape membership benefits and categories",
      "Grow membership in under-represented regions",
      "Oversee the community platform and member communications",
      "Listen to members through surveys and regional forums",
    ],
    lead: null,
    sample: true,
  },
  {
    title: "Congresses",
    description:
      "Brings the global parks community together in person, through the symposium, study tours and congresses held with host cities.",
    responsibilities: [
      "Select host cities and partners for major events",
      "Set the programme themes with the committees",
      "Oversee event budgets and sponsorship",
      "Make events accessible to members from every region",
    ],
    lead: "Lucas Ferreira",
    leadPosition: "Director, Brazil",
    sample: true,
  },
] as const satisfies readonly Portfolio[];

export const portfoliosCopy = {
  backLink: { href: "/governance", label: "Back to Governance" },
  heading: "Six portfolios, one plan",
  subtitle:
    "Each director takes on a portfolio. Together the portfolios cover everything the board is responsible for, and each lead reports to the board at every meeting.",
  responsibilitiesLabel: "Responsibilities",
  leadLabel: "Portfolio lead",
  vacantLead: "Vacant",
  vacantNote: "We are looking for a director to lead this portfolio.",
  vacantCta: {
    label: "Express interest in leading Membership & Engagement",
    subject: "Membership & Engagement portfolio",
  },
} as const;
