/**
 * The five regions (SPEC §2 /regions, §3 "Region", §9 member counts 450, 180, 380, 320, 150 in this
 * order). Latin America's chair and role address are sourced (governance.yaml); the other regions'
 * chairs are not published, so those entries are `sample: true` with fictional chairs and
 * example.org addresses. `pin` places each region's pin on the map (longitude, latitude).
 */
import type { Region } from "./types";

export type RegionEntry = Region & {
  /** A stable id for anchors and map pins. */
  id: string;
  /** Where the map pin sits: [longitude, latitude]. */
  pin: readonly [number, number];
};

export const regions = [
  {
    id: "north-america",
    name: "North America",
    countries: ["Canada", "United States"],
    representative: "Daniel Whitford",
    chairPosition: "Region Chair",
    coChairName: "Jordan Ellis",
    email: "north-america@example.org",
    members: 450,
    description:
      "Our largest region links city park departments, conservancies and recreation associations across Canada and the United States, sharing practice on equity, funding and stewardship.",
    pin: [-100, 44],
    sample: true,
  },
  {
    id: "latin-america",
    name: "Latin America",
    countries: ["Mexico", "Colombia", "Chile", "Argentina", "Brazil", "Peru", "Costa Rica", "Ecuador"],
    representative: "Itziar de Luisa",
    chairPosition: "Chair, Latin America Committee",
    email: "latam@worldurbanparks.org",
    members: 180,
    description:
      "A Spanish- and Portuguese-speaking community of park managers, neighbourhood associations and designers, bringing parks into the conversation on safety, water and public health.",
    pin: [-62, -14],
    source:
      "https://worldurbanparks.org/blog/world-urban-parks-appoints-new-leadership-to-the-latin-america-and-north-america-committee",
    sourceNote: "Role address: 2022 World Parks Congress (Monterrey) site, copy in a public code index",
  },
  {
    id: "europe",
    name: "Europe",
    countries: [
      "United Kingdom",
      "Ireland",
      "France",
      "Germany",
      "Netherlands",
      "Sweden",
      "Finland",
      "Spain",
      "Portugal",
      "Poland",
      "Türkiye",
    ],
    representative: "Sofia Lindqvist",
    chairPosition: "Region Chair",
    email: "europe@example.org",
    members: 380,
    description:
      "From historic city parks to new green corridors, European members compare how they fund, manage and adapt parks for a hotter climate and changing communities.",
    pin: [14, 50],
    sample: true,
  },
  {
    id: "asia-pacific",
    name: "Asia Pacific",
    countries: [
      "Australia",
      "New Zealand",
      "Japan",
      "South Korea",
      "China",
      "India",
      "Malaysia",
      "Philippines",
    ],
    representative: "Mei Tanaka",
    chairPosition: "Region Chair",
    coChairName: "Aroha Whaanga",
    email: "asia-pacific@example.org",
    members: 320,
    description:
      "A region of megacities and small councils alike, where members share work on heat, density, healthy parks and the place of indigenous knowledge in park planning.",
    pin: [118, 8],
    sample: true,
  },
  {
    id: "africa",
    name: "Africa",
    countries: ["South Africa", "Kenya", "Nigeria", "Ghana", "Zimbabwe", "Uganda", "Morocco"],
    representative: "Thandiwe Nkosi",
    chairPosition: "Region Chair",
    email: "africa@example.org",
    members: 150,
    description:
      "A fast-growing network of metropolitan park agencies, nature reserves and community groups protecting green space as African cities grow.",
    pin: [21, 2],
    sample: true,
  },
] as const satisfies readonly RegionEntry[];

/** Members of all regions together. */
export const totalRegionalMembers = regions.reduce((sum, region) => sum + region.members, 0);

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
