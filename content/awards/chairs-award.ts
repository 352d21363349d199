/**
 * The Chair's Award page: a decade of honours presented by World Urban Parks, 2015 to 2024, with
 * the categories SPEC §3 lists. Recipients named in public reports carry their `source`; years and
 * places with no published recipient are filled with fictional samples (`sample: true`).
 * Not shown: the New York Legacy Award, whose year is not on record.
 */
import type { ChairsAwardEntry, IconName } from "@/content/types";

export const chairsAwardCategories = [
  "Distinguished Individual Award",
  "Legacy Award",
  "Young Leader Award",
  "Emerging Cities Leader Award",
  "International Large Urban Parks – Gold",
  "International Large Urban Parks – Silver",
  "International Large Urban Parks – Bronze",
  "International Large Urban Parks – Honorary Recognition",
  "Interesting & Valuable Large Urban Park",
  "Leading Organizational Award",
  "Board Chairs Special",
  "Outstanding New Park Project Award",
  "Large Urban Parks Award",
] as const;
export type ChairsAwardCategory = (typeof chairsAwardCategories)[number];

type Entry = ChairsAwardEntry & { category: ChairsAwardCategory };

/** The Chair's Award years, newest first; 2024 is open on arrival (SPEC §4). */
export const FIRST_AWARD_YEAR = 2015;
export const LATEST_AWARD_YEAR = 2024;
export const DEFAULT_OPEN_YEAR = LATEST_AWARD_YEAR;

const PROGRAMME_2024 = "https://worldurbanparks.org/blog/?p=17779";
const AWARDS_2023 = "https://worldurbanparks.org/blog/world-urban-parks-awards-2023/";
const ILUP_2019_WUP =
  "https://wup.imiscloud.com/iCore/PostManagement/PostDefault.aspx?iUniformKey=9e9dee62-7f8b-4d78-8d75-12f3e4b5d1f9&ReplyOptions=1753ff16-9f76-42c3-b61c-435261a39d74&TagKeys=6bcb7afe-b299-48d8-92f6-e091838a544f,5ab85259-1596-4d0f-9433-d669d11d3054&DefaultHtmlSessionKey=6aabf293-dbf8-4207-8480-bb5da376afe2&WebsiteKey=3ad06089-2314-4930-abd1-1145c9e81937";
const ILUP_2019_ICC = "https://icc.govt.nz/queens-park-earns-bronze-in-international-awards/";
const ILUP_2018 =
  "https://www.independent.ie/life/travel/ireland/dublins-phoenix-park-is-one-of-two-parks-in-the-world-to-get-prestigious-gold-award-37127533.html";

export const chairsAwardEntries = [
  /* 2024 */
  {
    year: 2024,
    name: "Chris Rutherford",
    category: "Distinguished Individual Award",
    source: PROGRAMME_2024,
  },
  { year: 2024, name: "Ryu Ono", category: "Distinguished Individual Award", source: PROGRAMME_2024 },
  {
    year: 2024,
    name: "Baku Seaside National Park",
    category: "Large Urban Parks Award",
    source:
      "https://en.azvision.az/news/183022/baku-seaside-national-park-receives-international-large-urban-park-award-in-the-netherlands.html",
  },
  /* 2023 */
  { year: 2023, name: "Kevin Halpenny", category: "Distinguished Individual Award", source: AWARDS_2023 },
  { year: 2023, name: "Hannah Chapman-Carr", category: "Young Leader Award", source: AWARDS_2023 },
  { year: 2023, name: "Mayu Ferrufino", category: "Emerging Cities Leader Award", source: AWARDS_2023 },
  {
    year: 2023,
    name: "Auckland Council",
    category: "Legacy Award",
    source:
      "https://ourauckland.aucklandcouncil.govt.nz/news/2023/12/auckland-parks-receive-international-award/",
  },
  /* 2022 */
  { year: 2022, name: "Rosalind Achterberg", category: "Distinguished Individual Award", sample: true },
  { year: 2022, name: "Tamsin Okoye-Hart", category: "Young Leader Award", sample: true },
  {
    year: 2022,
    name: "Greywater Valley Park",
    category: "Interesting & Valuable Large Urban Park",
    sample: true,
  },
  /* 2021 */
  { year: 2021, name: "Elden Marsh Parklands", category: "Outstanding New Park Project Award", sample: true },
  { year: 2021, name: "Corvallen Parks Agency", category: "Leading Organizational Award", sample: true },
  { year: 2021, name: "Hollis Varga-Reed", category: "Board Chairs Special", sample: true },
  /* 2020 */
  {
    year: 2020,
    name: "Atatürk Urban Forest",
    category: "International Large Urban Parks – Silver",
    source: "https://wup.imiscloud.com/Public/Programs/Awards/ILUPA---2020/Ataturk-Park.aspx",
  },
  /* 2019 */
  {
    year: 2019,
    name: "Bosque de Chapultepec",
    category: "International Large Urban Parks – Gold",
    source: ILUP_2019_WUP,
  },
  {
    year: 2019,
    name: "Shakespear Regional Park",
    category: "International Large Urban Parks – Silver",
    source: ILUP_2019_ICC,
  },
  {
    year: 2019,
    name: "Penang City Park",
    category: "International Large Urban Parks – Bronze",
    source: ILUP_2019_ICC,
  },
  {
    year: 2019,
    name: "Queens Park, Invercargill",
    category: "International Large Urban Parks – Bronze",
    source: ILUP_2019_ICC,
  },
  {
    year: 2019,
    name: "Hasan Celal Güzel Millet Bahçesi",
    category: "International Large Urban Parks – Honorary Recognition",
    source: ILUP_2019_WUP,
  },
  /* 2018 */
  {
    year: 2018,
    name: "City of Melbourne",
    category: "Legacy Award",
    source: "https://wup.imiscloud.com/Public/Programs/Awards/City-of-Melbourne-Org.aspx",
  },
  {
    year: 2018,
    name: "Centennial Park, Sydney",
    category: "International Large Urban Parks – Gold",
    source: ILUP_2018,
  },
  {
    year: 2018,
    name: "Phoenix Park, Dublin",
    category: "International Large Urban Parks – Gold",
    source: ILUP_2018,
  },
  /* 2017 */
  {
    year: 2017,
    name: "Brian O'Neill",
    category: "Legacy Award",
    source: "http://worldurbanparks.org/en/news-events/news",
  },
  /* 2016 */
  { year: 2016, name: "Anselm Kohlberg-Reyes", category: "Distinguished Individual Award", sample: true },
  { year: 2016, name: "Niamh Castellane", category: "Young Leader Award", sample: true },
  /* 2015 */
  { year: 2015, name: "Oriel Fanshawe", category: "Distinguished Individual Award", sample: true },
  { year: 2015, name: "Wrenfield Green Trust", category: "Board Chairs Special", sample: true },
] as const satisfies readonly Entry[];

/** Every year from the latest down to the first, whether or not it has entries. */
export const chairsAwardYears: readonly number[] = Array.from(
  { length: LATEST_AWARD_YEAR - FIRST_AWARD_YEAR + 1 },
  (_, index) => LATEST_AWARD_YEAR - index,
);

export function chairsAwardEntriesIn(year: number): readonly ChairsAwardEntry[] {
  return chairsAwardEntries.filter((entry) => entry.year === year);
}

/** SPEC §2: 'N Award' or 'N Awards'. */
export function awardCountLabel(count: number): string {
  return `${count} ${count === 1 ? "Award" : "Awards"}`;
}

/** A year's header as screen readers name it: "2020, 1 Award" (the year and its count read apart). */
export function yearHeaderName(year: number, count: number): string {
  return `${year}, ${awardCountLabel(count)}`;
}

/** The footer line: every award presented, over every year shown. */
export function chairsAwardTotalLine(): string {
  return `${chairsAwardEntries.length} awards presented over ${chairsAwardYears.length} years (${FIRST_AWARD_YEAR} to ${LATEST_AWARD_YEAR}).`;
}

export type ChairsAwardExplanationCard = { title: string; description: string; icon: IconName };

export const chairsAwardCopy = {
  explanation: {
    title: "About the Chair's Award",
    subtitle:
      "In our tenth-anniversary year the Chair of the Board looks back at everyone the association has honoured since 2015.",
  },
  cards: [
    {
      title: "Previous Winners",
      description:
        "The people, parks and organisations honoured between 2015 and 2024, listed here year by year.",
      icon: "trophy",
    },
    {
      title: "Continuous Members",
      description:
        "The award also honours the members who have stayed with the association through its first decade and kept the network growing.",
      icon: "users",
    },
    {
      title: "Special Recognition",
      description:
        "The Chair may recognise a contribution to the parks profession that falls outside the regular categories.",
      icon: "sparkles",
    },
  ],
  historyHeading: {
    title: "Awards by Year",
    subtitle: "Open a year to see who was honoured and in which category.",
  },
} as const satisfies {
  explanation: { title: string; subtitle: string };
  cards: readonly ChairsAwardExplanationCard[];
  historyHeading: { title: string; subtitle: string };
};
