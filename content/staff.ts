/**
 * The staff team (SPEC §2 /staff, §3 "Staff member", §9: 7). The CEO and the Global Secretariat
 * Coordinator are named in public sources (governance.yaml); the other five are fictional
 * `sample: true` profiles with example.org addresses. A real person's `location` is only set when a
 * source gives it (`null` otherwise, and the card leaves the line out). The stats are computed from
 * this list.
 */
import { contact } from "./site";
import type { StaffMember, Stat } from "./types";

export type StaffEntry = Omit<StaffMember, "location"> & {
  /** City and country, or `null` when no source publishes it. */
  location: { label: string; country: string } | null;
};

const MEXICO = "Mexico";

export const staffMembers = [
  {
    name: "Luis Romahn",
    position: "Chief Executive Officer",
    department: "Executive Office",
    location: { label: "Mexico", country: MEXICO },
    email: contact.email.value,
    responsibilities: [
      "Leads the staff team and reports to the board",
      "Represents the association with partners and host cities",
      "Delivers the strategic plan and the annual budget",
    ],
    background:
      "Luis is the association's Chief Executive Officer. At the 2025 World Urban Parks Symposium in Istanbul he thanked the sponsors and the speakers, who came from 35 countries.",
    source: "https://thursd.com/articles/landscape-istanbul-fair-2025-recap",
  },
  {
    name: "Vitoria Martín Delgado",
    position: "Global Secretariat Coordinator",
    department: "Global Secretariat",
    location: null,
    email: contact.email.value,
    responsibilities: [
      "Coordinates the secretariat and board meetings",
      "Produces the PodParks podcast",
      "Supports the regional committees",
    ],
    background:
      "Vitoria previously worked with the Latin America secretariat and now coordinates the global secretariat and produces PodParks.",
    source: "https://worldurbanparks.org/blog/where-to-next-season-1-recap-with-vitoria-martin/",
  },
  {
    name: "Daniela Ortiz",
    position: "Membership Manager",
    department: "Membership Services",
    location: { label: "Mexico City, Mexico", country: MEXICO },
    email: "daniela.ortiz@example.org",
    responsibilities: [
      "Welcomes new individual and organisation members",
      "Handles renewals, invoices and discount requests",
      "Runs the member community platform",
    ],
    background:
      "Daniela has ten years of experience in membership organisations and a degree in business administration.",
    sample: true,
  },
  {
    name: "Andrés Salgado",
    position: "Communications Lead",
    department: "Communications",
    location: { label: "Mexico City, Mexico", country: MEXICO },
    email: "andres.salgado@example.org",
    responsibilities: [
      "Edits the blog and the member newsletter",
      "Manages social media and press relations",
      "Looks after the website and brand",
    ],
    background: "Andrés is a former environmental journalist who has written about cities and green space.",
    sample: true,
  },
  {
    name: "Lucía Herrera",
    position: "Events Coordinator",
    department: "Events & Congresses",
    location: { label: "Guadalajara, Mexico", country: MEXICO },
    email: "lucia.herrera@example.org",
    responsibilities: [
      "Organises the symposium, study tours and webinars",
      "Works with host cities, venues and speakers",
      "Looks after registrations and participants",
    ],
    background:
      "Lucía has organised international conferences for professional associations across the Americas.",
    sample: true,
  },
  {
    name: "Fernando Ruiz",
    position: "Finance & Administration Officer",
    department: "Finance & Administration",
    location: { label: "Mexico City, Mexico", country: MEXICO },
    email: "fernando.ruiz@example.org",
    responsibilities: [
      "Keeps the accounts and pays suppliers",
      "Prepares reports for the Treasurer and the auditor",
      "Manages contracts and office administration",
    ],
    background:
      "Fernando is a qualified accountant who has worked with non-profit organisations for eight years.",
    sample: true,
  },
  {
    name: "Sara Villalobos",
    position: "Programmes & Awards Officer",
    department: "Programmes & Awards",
    location: { label: "Monterrey, Mexico", country: MEXICO },
    email: "sara.villalobos@example.org",
    responsibilities: [
      "Runs the World Urban Parks Awards cycle",
      "Supports the judges and award applicants",
      "Coordinates World Parks Week resources",
    ],
    background:
      "Sara studied landscape architecture and worked for a city parks department before joining the team.",
    sample: true,
  },
] as const satisfies readonly StaffEntry[];

/** Distinct countries among the published locations. */
export const staffCountries: readonly string[] = [
  ...new Set(staffMembers.flatMap((member) => (member.location ? [member.location.country] : []))),
];

export const staffDepartments: readonly string[] = [
  ...new Set(staffMembers.map((member) => member.department)),
];

export const staffStats = [
  { value: staffMembers.length, label: "Team members", durationMs: 1500 },
  {
    value: staffCountries.length,
    label: staffCountries.length === 1 ? "Country" : "Countries",
    durationMs: 1500,
  },
  { value: staffDepartments.length, label: "Departments", durationMs: 1500 },
] as const satisfies readonly Stat[];

export const staffCopy = {
  backLink: { href: "/governance", label: "Back to Governance" },
  statsLabel: "The team in numbers",
  heading: "Meet the team",
  subtitle:
    "A small professional team supports the board, the regions and the committees, and is the first point of contact for members.",
  responsibilitiesLabel: "Responsibilities",
  backgroundLabel: "Background",
  /** Real staff publish no personal address: their card writes to the office. */
  emailLabel: (name: string, isOfficeAddress: boolean) =>
    isOfficeAddress ? `Contact ${name} via the office` : `Email ${name}`,
  contactHeading: "Contact the office",
  contactText:
    "Not sure who to ask? Write to the office and we will pass your message to the right person, usually within two working days.",
  contactEmailLabel: "Email the office",
  addressLabel: "Registered office",
  membershipText: "Questions about joining?",
  membershipLink: { href: "/membership", label: "Compare membership options" },
} as const;
