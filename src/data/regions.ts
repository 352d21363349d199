/**
 * The page copy of /regions and the numbers it derives from the regions. The regions themselves
 * are data files, one per region, in content/regions/ (schema: content/schemas/region.ts).
 */
export const regionsCopy = {
  backLink: { href: "/governance", label: "Back to Governance" },
  heading: "Where our members are",
  subtitle:
    "Each region has its own committee and a chair who sits on the board, bringing members' priorities from every continent to the table.",
  mapLabel: "Map of World Urban Parks regions",
  mapHint: "Select a pin to see the region's chair, countries and contact address.",
  membersSuffix: "members",
  countriesLabel: "Countries",
  chairLabel: "Chair",
  coChairLabel: "Co-chair",
  contactLabel: "Contact",
  closeLabel: "Close",
} as const;
