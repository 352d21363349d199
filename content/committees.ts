/**
 * The six advocacy committees (SPEC §2 /committees, §3 "Committee", §9: 6). Leaders named in
 * public sources (governance.yaml) carry their source, and the year the role was reported in a
 * `sourceNote` (provenance, never shown); where no leader is published the committee shows fictional
 * `sample: true` leaders. A real leader's country is only shown when a source gives it (`country:
 * null` otherwise), and the card then leaves the line out.
 */
import type { Committee, CommitteeLeader } from "./types";

/** A committee leader whose country may be unpublished. */
export type CommitteeLeaderEntry = Omit<CommitteeLeader, "country"> & {
  country: string | null;
  countryCode: string | null;
};

export type CommitteeEntry = Omit<Committee, "leaders"> & {
  id: string;
  leaders: readonly CommitteeLeaderEntry[];
};

const NEWS_2016_2017 = "http://www.worldurbanparks.org/en/news-events/news?limit=16&start=64";

export const committees = [
  {
    id: "children-play-nature",
    name: "Children, Play & Nature",
    headerImage: "governance/committee-children-play-nature",
    description:
      "Champions every child's right to play outdoors and to grow up with nature close to home, from natural play spaces to safe routes into parks.",
    leaders: [
      {
        name: "Amanda O'Rourke",
        role: "Co-Chair",
        country: null,
        countryCode: null,
        source: NEWS_2016_2017,
        sourceNote: "Named as co-chair in the association's news of 2017",
      },
      {
        name: "Nadia Haddad",
        role: "Co-Chair",
        country: "Morocco",
        countryCode: "MA",
        sample: true,
      },
    ],
    keyActivities: [
      "Guidance on nature play in city parks",
      "Case studies of child-friendly park design",
      "Webinars with play and early-years specialists",
    ],
  },
  {
    id: "large-parks",
    name: "Large Parks",
    headerImage: "governance/committee-large-parks",
    description:
      "Brings together managers of the world's great urban parks to share how they protect, fund and govern large green spaces under pressure.",
    leaders: [
      {
        name: "Dr Richard Murray",
        role: "Co-Chair",
        country: null,
        countryCode: null,
        source: NEWS_2016_2017,
        sourceNote: "Named as co-chair in the association's news of 2016",
      },
      {
        name: "Ingrid Solberg",
        role: "Co-Chair",
        country: "Norway",
        countryCode: "NO",
        sample: true,
      },
    ],
    keyActivities: [
      "The International Large Urban Parks Awards",
      "Peer exchanges between large-park managers",
      "Research on governance and funding models",
    ],
  },
  {
    id: "climate-change-resilience",
    name: "Climate Change & Resilience",
    headerImage: "governance/committee-climate-change-resilience",
    description:
      "Shows how parks cool cities, hold back floods and store carbon, and helps members plan parks that can withstand a changing climate.",
    leaders: [
      {
        name: "Tomás Aguirre",
        role: "Chair",
        country: "Chile",
        countryCode: "CL",
        sample: true,
      },
      {
        name: "Hannah Becker",
        role: "Deputy Chair",
        country: "Germany",
        countryCode: "DE",
        sample: true,
      },
    ],
    keyActivities: [
      "A climate-ready parks checklist for members",
      "Evidence on parks as green infrastructure",
      "Input to international climate and biodiversity forums",
    ],
  },
  {
    id: "healthy-parks-healthy-cities",
    name: "Healthy Parks, Healthy Cities",
    headerImage: "governance/committee-healthy-parks-healthy-cities",
    description:
      "Makes the case that parks are health infrastructure, working with health professionals to design and run parks that improve physical and mental well-being.",
    leaders: [
      {
        name: "Kristen Jackson",
        role: "Committee lead",
        country: "Australia",
        countryCode: "AU",
        source:
          "https://wup.connectedcommunity.org/about-us/governance/governance203634795/healthy-parks-healthy-cities",
      },
      {
        name: "Holly Meese",
        role: "Executive Officer",
        country: null,
        countryCode: null,
        source:
          "https://wup.connectedcommunity.org/about-us/governance/governance203634795/healthy-parks-healthy-cities",
      },
    ],
    keyActivities: [
      "Healthy parks principles, from design to everyday use",
      "Webinars sharing case studies from around the world",
      "Partnerships with public health agencies",
    ],
  },
  {
    id: "ageing-well-being-parks",
    name: "Ageing, Well-being & Parks",
    headerImage: "governance/committee-ageing-well-being-parks",
    description:
      "Works for parks that welcome people of every age, so that older adults can stay active, connected and independent in their neighbourhoods.",
    leaders: [
      {
        name: "Margaret Osei",
        role: "Chair",
        country: "Ghana",
        countryCode: "GH",
        sample: true,
      },
      {
        name: "Kenji Morita",
        role: "Deputy Chair",
        country: "Japan",
        countryCode: "JP",
        sample: true,
      },
    ],
    keyActivities: [
      "Age-friendly park design guidance",
      "Research on parks, loneliness and active ageing",
      "Collaboration with age-friendly cities networks",
    ],
  },
  {
    id: "cemeteries-green-infrastructure",
    name: "Cemeteries as Green Infrastructure",
    headerImage: "governance/committee-cemeteries-green-infrastructure",
    description:
      "Explores how cemeteries can serve as quiet green spaces for nature and reflection while respecting their first purpose.",
    leaders: [
      {
        name: "Eleanor Marsh",
        role: "Chair",
        country: "United Kingdom",
        countryCode: "GB",
        sample: true,
      },
      {
        name: "Pablo Ibáñez",
        role: "Deputy Chair",
        country: "Spain",
        countryCode: "ES",
        sample: true,
      },
    ],
    keyActivities: [
      "Good practice for biodiversity in cemeteries",
      "Guidance on public access and visitor respect",
      "Links with cemetery and heritage organisations",
    ],
  },
] as const satisfies readonly CommitteeEntry[];

export const committeesCopy = {
  backLink: { href: "/governance", label: "Back to Governance" },
  heading: "Our six committees",
  subtitle:
    "Committees are open to members who want to share their expertise. Each one sets its own programme of guidance, research and events, and feeds the association's advocacy.",
  leadersLabel: "Leaders",
  activitiesLabel: "Key activities",
  joinHeading: "Join a committee",
  joinText:
    "Members can join any committee. Tell us which one interests you and what you would like to contribute, and the chair will be in touch.",
  joinCta: "Email the office to join a committee",
  joinSubject: "Joining a committee",
} as const;

/** Country codes of the committee leaders whose country is shown (for the self-hosted flags). */
export const committeeCountryCodes: readonly string[] = [
  ...new Set(
    committees.flatMap((committee) =>
      committee.leaders.flatMap((leader) => (leader.countryCode ? [leader.countryCode] : [])),
    ),
  ),
].sort();
