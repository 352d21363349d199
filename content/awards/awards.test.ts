import { describe, expect, it } from "vitest";

import type { AwardRegion } from "@/content/types";
import { loadDataset } from "@/lib/content/load";

import {
  awardCountLabel,
  chairsAwardCategories,
  chairsAwardEntriesIn as chairsAwardEntriesInYear,
  chairsAwardTotalLine,
  chairsAwardYears,
  DEFAULT_OPEN_YEAR,
} from "./chairs-award";
import { awardIllustrations } from "./illustrations";
import { judgeCountLabel, judgeRegions, judgesCopy, judgesIn } from "./judges";
import {
  awardCategories,
  awardCategoryInfo,
  awardRegions,
  awardRegionSlugs,
  awardsHub,
  awardsHubStatsFor,
  DEFAULT_WINNERS_REGION,
} from "./programme";
import {
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
  it("has the six categories and five regions of SPEC §3, winners' tabs starting with Asia Pacific", () => {
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
    expect(awardsHubStatsFor(37).map(({ value, durationMs }) => [value, durationMs])).toEqual([
      [37, 2000],
      [5, 1500],
      [6, 1500],
    ]);
  });

  it("links the hub's four cards to the four sub-pages", () => {
    expect(awardsHub.cards.map((card) => card.href)).toEqual([
      "/wup-awards/about",
      "/wup-awards/winners",
      "/wup-awards/judges",
      "/wup-awards/chairs-award",
    ]);
  });
});

describe("winners", () => {
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
  it("lists every year from 2024 down to 2015, each with at least one award, 2024 open by default", () => {
    expect(chairsAwardYears).toEqual([2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015]);
    for (const year of chairsAwardYears)
      expect(chairsAwardEntriesIn(year).length, String(year)).toBeGreaterThan(0);
    expect(DEFAULT_OPEN_YEAR).toBe(2024);
    expect(chairsAwardEntries.every((entry) => chairsAwardYears.includes(entry.year))).toBe(true);
  });

  it("reads 'N Award' or 'N Awards'", () => {
    expect(awardCountLabel(1)).toBe("1 Award");
    expect(awardCountLabel(3)).toBe("3 Awards");
  });

  it("totals the awards over the ten years from the data", () => {
    const total = chairsAwardYears.reduce((sum, year) => sum + chairsAwardEntriesIn(year).length, 0);
    expect(total).toBe(chairsAwardEntries.length);
    expect(chairsAwardTotalLine(chairsAwardEntries.length)).toBe(
      `${total} awards presented over 10 years (2015 to 2024).`,
    );
  });

  it("uses the categories SPEC §3 lists", () => {
    for (const entry of chairsAwardEntries) expect(chairsAwardCategories).toContain(entry.category);
  });
});
