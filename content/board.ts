/**
 * The Board of Directors (SPEC §2 /board-of-directors, §3 "Board member", §9: 24 listed).
 * Sourced members come from ../shared/content-facts/governance.yaml. No public list of the full
 * current board exists, so the remaining seats are fictional `sample: true` profiles (generic
 * organisation descriptions, no real people) until the association publishes its board.
 */
import type { BoardMember } from "./types";

const CAPTIVATE_EPISODE_39 = "https://player.captivate.fm/episode/effd977c-88a9-4ee6-87cc-b1e8b3899656";

export const boardMembers = [
  {
    name: "Tim Geyer",
    position: "Chair",
    organization: "Queanbeyan-Palerang Regional Council",
    location: "Australia",
    countryCode: "AU",
    source: CAPTIVATE_EPISODE_39,
  },
  {
    name: "Jayne Miller",
    position: "Past Chair",
    location: "United States",
    countryCode: "US",
    source: CAPTIVATE_EPISODE_39,
  },
  {
    name: "Helena Brandt",
    position: "Deputy Chair",
    organization: "Municipal parks and green space department",
    location: "Germany",
    countryCode: "DE",
    sample: true,
  },
  {
    name: "Samuel Mensah",
    position: "Treasurer",
    organization: "Regional parks foundation",
    location: "Ghana",
    countryCode: "GH",
    sample: true,
  },
  {
    name: "Itziar de Luisa",
    position: "Director, Chair of the Latin America Committee",
    organization: "ZEDEC Santa Fe Neighborhood Association",
    location: "Mexico",
    countryCode: "MX",
    source:
      "https://worldurbanparks.org/blog/world-urban-parks-appoints-new-leadership-to-the-latin-america-and-north-america-committee",
  },
  {
    name: "Daniel Whitford",
    position: "Director, North America Region Chair",
    organization: "City parks and recreation department",
    location: "Canada",
    countryCode: "CA",
    sample: true,
  },
  {
    name: "Sofia Lindqvist",
    position: "Director, Europe Region Chair",
    organization: "Urban landscape consultancy",
    location: "Sweden",
    countryCode: "SE",
    sample: true,
  },
  {
    name: "Mei Tanaka",
    position: "Director, Asia Pacific Region Chair",
    organization: "Metropolitan parks bureau",
    location: "Japan",
    countryCode: "JP",
    sample: true,
  },
  {
    name: "Thandiwe Nkosi",
    position: "Director, Africa Region Chair",
    organization: "Metropolitan parks agency",
    location: "South Africa",
    countryCode: "ZA",
    sample: true,
  },
  {
    name: "Oliver Hastings",
    position: "Director, Governance Portfolio",
    organization: "National parks professional body",
    location: "United Kingdom",
    countryCode: "GB",
    sample: true,
  },
  {
    name: "Rachel Goldberg",
    position: "Director, Advocacy & Policy Portfolio",
    organization: "City parks conservancy",
    location: "United States",
    countryCode: "US",
    sample: true,
  },
  {
    name: "Lucas Ferreira",
    position: "Director, Congresses Portfolio",
    organization: "National recreation association",
    location: "Brazil",
    countryCode: "BR",
    sample: true,
  },
  {
    name: "Priya Raman",
    position: "Director, Young Leader",
    organization: "University school of urban planning",
    location: "India",
    countryCode: "IN",
    sample: true,
  },
  {
    name: "Aroha Whaanga",
    position: "Director",
    organization: "District council parks team",
    location: "New Zealand",
    countryCode: "NZ",
    sample: true,
  },
  {
    name: "Camila Restrepo",
    position: "Director",
    organization: "Community green spaces network",
    location: "Colombia",
    countryCode: "CO",
    sample: true,
  },
  {
    name: "Jonas Verhoeven",
    position: "Director",
    organization: "Park management social enterprise",
    location: "Netherlands",
    countryCode: "NL",
    sample: true,
  },
  {
    name: "Elif Yıldız",
    position: "Director",
    organization: "Municipal landscape directorate",
    location: "Türkiye",
    countryCode: "TR",
    sample: true,
  },
  {
    name: "Grace Wanjiru",
    position: "Director",
    organization: "Urban forestry charity",
    location: "Kenya",
    countryCode: "KE",
    sample: true,
  },
  {
    name: "Marisol Vega",
    position: "Director",
    organization: "Regional parks district",
    location: "Chile",
    countryCode: "CL",
    sample: true,
  },
  {
    name: "Seo-yeon Park",
    position: "Director",
    organization: "Urban greening research institute",
    location: "South Korea",
    countryCode: "KR",
    sample: true,
  },
  {
    name: "Claire Dubois",
    position: "Director",
    organization: "City botanical parks service",
    location: "France",
    countryCode: "FR",
    sample: true,
  },
  {
    name: "Wei Ling Tan",
    position: "Director",
    organization: "National parks and gardens agency",
    location: "Singapore",
    countryCode: "SG",
    sample: true,
  },
  {
    name: "Adebayo Balogun",
    position: "Director",
    organization: "State parks and gardens board",
    location: "Nigeria",
    countryCode: "NG",
    sample: true,
  },
  {
    name: "Matías Romero",
    position: "Director",
    organization: "Municipal environment secretariat",
    location: "Argentina",
    countryCode: "AR",
    sample: true,
  },
] as const satisfies readonly BoardMember[];

/** Officer titles, in the order the board lists them. */
export const boardOfficerPositions = ["Chair", "Past Chair", "Deputy Chair", "Treasurer"] as const;

/** Every country code the board page shows a flag for (the flags are copied at build time). */
export const boardCountryCodes: readonly string[] = [
  ...new Set(boardMembers.map((member) => member.countryCode)),
].sort();

/** The governance card and counter round the board down to tens: "20+" for 24 members. */
export function roundedDownToTen(count: number): number {
  return Math.floor(count / 10) * 10;
}

export const boardCopy = {
  backLink: { href: "/governance", label: "Back to Governance" },
  heading: "Meet the board",
  subtitle:
    "Directors are elected by the full members for three-year terms and bring together park agencies, associations, universities, business and community organisations, the five region chairs and a young leader.",
  countLabel: (count: number) => `${count} board members`,
  officersHeading: "Officers",
  directorsHeading: "Directors",
  structureSource:
    "https://wup.imiscloud.com/WorldUrbanParks/About_Us/Governance/Board/Public/About-Us/Governance/Board.aspx?hkey=e25039f8-4110-4cf0-a2f7-4b60203d0e22",
  structureLinkText: "How the board is made up (World Urban Parks member site)",
} as const;
