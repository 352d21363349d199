/**
 * The page copy of /portfolios. The portfolios themselves are data files, one per portfolio, in
 * content/portfolios/ (schema: content/schemas/portfolio.ts).
 */
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
