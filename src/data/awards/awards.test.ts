import { describe, expect, it } from "vitest";

import type { AwardRegion } from "@/content/types";
import { loadDataset } from "@/lib/content/load";

import {
  awardCountLabel,
  chairsAwardCategories,
  chairsAwardEntriesIn as chairsAwardEntriesInYear,
  chairsAwardTotalLine,
  chairsAwardSpan,
  chairsAwardYears,
} from "./chairs-award";
import { awardIllustrations } from "@/content/schemas/award-illustrations";
import { judgeCountLabel, judgeRegions, judgesCopy, judgesIn } from "./judges";
import {
  awardCategories,
  awardCategoryInfo,
  awardRegions,
  awardRegionSlugs,
  awardsHubCards,
  awardsHubStatsFor,
  awardsHubStatsLabel,
  DEFAULT_WINNERS_REGION,
} from "./programme";
import {
  latestWinners,
  winnerCountLabel,
  winnerGroupsIn as winnerGroupsInRegion,
  winnersIn as winnersInRegion,
} from "./winners";

const judges = loadDataset("judges");
const winners = loadDataset("winners");
const chairsAwardEntries = loadDataset("chairsAward");
const chairsAwardEntriesIn = (year: number) => chairsAwardEntriesInYear(chairsAwardEntries, year);
const winnersIn = (region: AwardRegion) => winnersInRegion(winners, region);
const winnerGroupsIn = (region: AwardRegion) => winnerGroupsInRegion(winners, region);

describe("awards programme", () => {
  it("has the six categories and five regions of docs/product.md §3, winners' tabs starting with Asia Pacific", () => {
    expect(awardCategories).toEqual([
      "Distinguished Individual Award",
      "Young Park Leader Award",
      "Leading Parks Organization Award",
      "Outstanding New Park Project Award",
      "Neighborhood Parks Award",
      "ILUP Awards",
    ]);
    expect(awardRegions).toEqual(["Asia Pacific", "Europe", "Latin America", "North America", "Africa"]);
    expect(DEFAULT_WINNERS_REGION).toBe("Asia Pacific");
    expect(awardCategoryInfo["ILUP Awards"].fullName).toBe("International Large Urban Parks");
    expect(new Set(Object.values(awardRegionSlugs)).size).toBe(5);
  });

  it("counts the winners (2 s), 5 regions and 6 categories (1.5 s) on the hub, derived from the data", () => {
    expect(awardsHubStatsFor(37, 2031).map(({ value, durationMs }) => [value, durationMs])).toEqual([
      [37, 2000],
      [5, 1500],
      [6, 1500],
    ]);
    expect(awardsHubStatsFor(37, 2031)[0].label).toBe("Award Winners 2031");
    expect(awardsHubStatsLabel(2031)).toBe("The 2031 awards in numbers");
    expect(awardsHubStatsLabel(undefined)).toBe("The awards in numbers");
  });

  it("links the hub's four cards to the four sub-pages, naming the winners' edition and the honours' years", () => {
    const cards = awardsHubCards(2031, "2015 to 2030");
    expect(cards.map((card) => card.href)).toEqual([
      "/wup-awards/about",
      "/wup-awards/winners",
      "/wup-awards/judges",
      "/wup-awards/chairs-award",
    ]);
    expect(cards[1]).toMatchObject({ title: "2031 Winners", linkText: "See the 2031 winners" });
    expect(cards[3]?.description).toContain("2015 to 2030");
  });
});

describe("winners", () => {
  it("shows the latest edition's winners, so the next edition's can be added before the last one's go", () => {
    const fixture = [
      { name: "A", edition: 2029 },
      { name: "B", edition: 2031 },
      { name: "C", edition: 2031 },
    ];
    expect(latestWinners(fixture)).toEqual({ edition: 2031, winners: [fixture[1], fixture[2]] });
    expect(latestWinners([])).toEqual({ edition: undefined, winners: [] });
  });

  it("gives each winner a name and an organisation, no duplicates", () => {
    expect(new Set(winners.map((winner) => winner.name)).size).toBe(winners.length);
    for (const winner of winners) expect(winner.organization.length).toBeGreaterThan(0);
  });

  it("adds up per region to the total, and each region's groups add up to its tab count", () => {
    const perRegion = awardRegions.map((region) => winnersIn(region).length);
    expect(perRegion.reduce((sum, count) => sum + count, 0)).toBe(winners.length);
    for (const region of awardRegions) {
      const grouped = winnerGroupsIn(region).reduce((sum, group) => sum + group.winners.length, 0);
      expect(grouped, region).toBe(winnersIn(region).length);
    }
  });

  it("orders a region's groups by category and leaves empty categories out", () => {
    const groups = winnerGroupsIn("Africa").map((group) => group.category);
    expect(groups).toEqual(
      [...groups].sort((a, b) => awardCategories.indexOf(a) - awardCategories.indexOf(b)),
    );
    for (const region of awardRegions)
      for (const group of winnerGroupsIn(region)) expect(group.winners.length).toBeGreaterThan(0);
  });

  it("reads '1 Winner' or 'N Winners'", () => {
    expect(winnerCountLabel(1)).toBe("1 Winner");
    expect(winnerCountLabel(2)).toBe("2 Winners");
    expect(winnerCountLabel(10)).toBe("10 Winners");
  });

  it("never attaches a detail (testimony, photos) to a real winner", () => {
    for (const winner of winners) if ("source" in winner) expect(winner).not.toHaveProperty("detail");
  });

  it("gives every detail a description, a testimony and at least one known illustration", () => {
    const details = winners.flatMap((winner) => (winner.detail ? [winner.detail] : []));
    expect(details.length).toBeGreaterThan(0);
    for (const detail of details) {
      expect(detail.description.length).toBeGreaterThan(40);
      expect(detail.testimony.length).toBeGreaterThan(20);
      expect(detail.photos.length).toBeGreaterThan(0);
      for (const photo of detail.photos) expect(awardIllustrations).toHaveProperty(photo);
    }
  });
});

describe("judges", () => {
  it("files every judge under one of the five regions", () => {
    expect(judgeRegions.flatMap((region) => judgesIn(judges, region))).toHaveLength(judges.length);
  });

  it("derives the subtitle's count from the list", () => {
    expect(judgesCopy.subtitle(31)).toBe("31 distinguished professionals from across the globe");
  });

  it("uses unique e-mail addresses, at example.org for samples", () => {
    for (const judge of judges.filter((entry) => entry.sample)) expect(judge.email).toMatch(/@example\.org$/);
    expect(new Set(judges.map((judge) => judge.email)).size).toBe(judges.length);
  });

  it("reads '1 Judge' or 'N Judges'", () => {
    expect(judgeCountLabel(1)).toBe("1 Judge");
    expect(judgeCountLabel(6)).toBe("6 Judges");
  });
});

describe("Chair's Award history", () => {
  it("lists every year from the latest honour's down to the earliest's, gaps included", () => {
    const honours = [{ year: 2019 }, { year: 2016 }, { year: 2019 }, { year: 2017 }];
    expect(chairsAwardYears(honours)).toEqual([2019, 2018, 2017, 2016]);
    expect(chairsAwardSpan(honours)).toBe("2016 to 2019");
    expect(chairsAwardSpan([{ year: 2030 }])).toBe("2030");
    expect(chairsAwardYears([])).toEqual([]);
    // Every honour of the content falls in a year the page lists.
    const years = chairsAwardYears(chairsAwardEntries);
    expect(chairsAwardEntries.every((entry) => years.includes(entry.year))).toBe(true);
  });

  it("reads 'N Award' or 'N Awards'", () => {
    expect(awardCountLabel(1)).toBe("1 Award");
    expect(awardCountLabel(3)).toBe("3 Awards");
  });

  it("totals the awards over the years from the data", () => {
    const years = chairsAwardYears(chairsAwardEntries);
    const total = years.reduce((sum, year) => sum + chairsAwardEntriesIn(year).length, 0);
    expect(total).toBe(chairsAwardEntries.length);
    expect(chairsAwardTotalLine([{ year: 2016 }, { year: 2018 }, { year: 2018 }])).toBe(
      "3 awards presented over 3 years (2016 to 2018).",
    );
    expect(chairsAwardTotalLine([{ year: 2030 }])).toBe("1 award presented over 1 year (2030).");
  });

  it("uses the categories docs/product.md §3 lists", () => {
    for (const entry of chairsAwardEntries) expect(chairsAwardCategories).toContain(entry.category);
  });
});
