import { describe, expect, it } from "vitest";

import { loadDataset, loadDatasetWithIds } from "@/lib/content/load";

import { roundedDownToTen } from "./board";
import type { CommitteeLeader } from "./types";
import { governanceBodiesFor, governancePrinciples, governanceStatsFor } from "./governance";
import { totalRegionalMembers } from "./regions";
import { staffCountries, staffDepartments, staffStatsFor } from "./staff";

const boardMembers = loadDataset("board");
const staffMembers = loadDataset("staff");
const portfolios = loadDataset("portfolios");
const regions = loadDatasetWithIds("regions");
const committees = loadDatasetWithIds("committees");
const counts = {
  boardMembers: boardMembers.length,
  portfolios: portfolios.length,
  regions: regions.length,
  committees: committees.length,
  staffMembers: staffMembers.length,
};
const governanceBodies = governanceBodiesFor(counts);
const governanceStats = governanceStatsFor(counts);

type Entry = { source?: string; sourceNote?: string; sample?: true };
const isSample = (entry: Entry) => entry.sample === true;

describe("board of directors (SPEC §2, §9)", () => {
  it("lists 24 members, each with name, position, country and a two-letter flag code", () => {
    expect(boardMembers).toHaveLength(24);
    for (const member of boardMembers) {
      expect(member.name).not.toBe("");
      expect(member.position).not.toBe("");
      expect(member.location).not.toBe("");
      expect(member.countryCode).toMatch(/^[A-Z]{2}$/);
    }
    expect(new Set(boardMembers.map((member) => member.countryCode)).size).toBeGreaterThan(10);
  });

  it("names the officers as text: Chair, Past Chair, Deputy Chair, Treasurer, then Directors", () => {
    const positions = boardMembers.map((member) => member.position);
    expect(positions.slice(0, 4)).toEqual(["Chair", "Past Chair", "Deputy Chair", "Treasurer"]);
    expect(positions.filter((position) => position.startsWith("Director")).length).toBe(20);
  });

  it("takes the real members from the facts with their sources", () => {
    const real = boardMembers.filter((member) => !isSample(member));
    expect(real.map((member) => member.name)).toEqual(["Tim Geyer", "Jayne Miller", "Itziar de Luisa"]);
    for (const member of real) expect(member.source).toMatch(/^https:\/\//);
  });

  it("shows 20+ on the governance card: the list rounded down to tens", () => {
    expect(roundedDownToTen(boardMembers.length)).toBe(20);
  });
});

describe("portfolios (SPEC §2)", () => {
  it("has the six portfolios in order, each with a description and responsibilities", () => {
    expect(portfolios.map((portfolio) => portfolio.title)).toEqual([
      "Governance",
      "Advocacy & Policy",
      "Treasury",
      "Strategic Development",
      "Membership & Engagement",
      "Congresses",
    ]);
    for (const portfolio of portfolios) {
      expect(portfolio.description).not.toBe("");
      expect(portfolio.responsibilities.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("leaves Membership & Engagement without a lead, and every other lead sits on the board", () => {
    const boardNames = new Set<string>(boardMembers.map((member) => member.name));
    for (const portfolio of portfolios) {
      if (portfolio.title === "Membership & Engagement") expect(portfolio.lead).toBeNull();
      else expect(boardNames.has(portfolio.lead ?? ""), portfolio.title).toBe(true);
    }
  });
});

describe("regions (SPEC §2, §9)", () => {
  it("has five regions with members 450, 180, 380, 320, 150 in that order", () => {
    expect(regions.map((region) => region.name)).toEqual([
      "North America",
      "Latin America",
      "Europe",
      "Asia Pacific",
      "Africa",
    ]);
    expect(regions.map((region) => region.members)).toEqual([450, 180, 380, 320, 150]);
    expect(totalRegionalMembers(regions)).toBe(1480);
  });

  it("gives every region countries, a chair, a role e-mail and a description", () => {
    for (const region of regions) {
      expect(region.countries.length).toBeGreaterThan(1);
      expect(region.representative).not.toBe("");
      expect(region.email).toMatch(/^[a-z-]+@[a-z.]+$/);
      expect(region.description.length).toBeGreaterThan(40);
    }
  });

  it("uses the sourced Latin America chair and role address; sample regions use example.org", () => {
    const latinAmerica = regions.find((region) => region.name === "Latin America");
    expect(latinAmerica).toMatchObject({
      representative: "Itziar de Luisa",
      email: "latam@worldurbanparks.org",
    });
    for (const region of regions.filter(isSample)) expect(region.email).toMatch(/@example\.org$/);
  });
});

describe("committees (SPEC §2)", () => {
  it("has the six committees in order, each with a header image, leaders and key activities", () => {
    expect(committees.map((committee) => committee.name)).toEqual([
      "Children, Play & Nature",
      "Large Parks",
      "Climate Change & Resilience",
      "Healthy Parks, Healthy Cities",
      "Ageing, Well-being & Parks",
      "Cemeteries as Green Infrastructure",
    ]);
    for (const committee of committees) {
      expect(committee.headerImage).toMatch(/^governance\/committee-[a-z-]+$/);
      expect(committee.leaders.length).toBeGreaterThanOrEqual(1);
      expect(committee.keyActivities.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("only shows a real leader's country when a source gives it", () => {
    const leaders: CommitteeLeader[] = committees.flatMap((committee) => committee.leaders);
    const real = leaders.filter((leader) => !isSample(leader));
    expect(real.map((leader) => leader.name)).toEqual([
      "Amanda O'Rourke",
      "Dr Richard Murray",
      "Kristen Jackson",
      "Holly Meese",
    ]);
    expect(real.filter((leader) => leader.country !== undefined).map((leader) => leader.name)).toEqual([
      "Kristen Jackson",
    ]);
    for (const leader of leaders.filter(isSample)) expect(leader.countryCode).toMatch(/^[A-Z]{2}$/);
  });
});

describe("staff (SPEC §2, §9)", () => {
  it("has seven members with position, responsibilities, background and an e-mail", () => {
    expect(staffMembers).toHaveLength(7);
    for (const member of staffMembers) {
      expect(member.position).not.toBe("");
      expect(member.responsibilities.length).toBeGreaterThanOrEqual(2);
      expect(member.background).not.toBe("");
      expect(member.email).toMatch(/@(worldurbanparks|example)\.org$/);
    }
    for (const member of staffMembers.filter(isSample)) expect(member.email).toMatch(/@example\.org$/);
  });

  it("computes 7 team members, 1 country and 7 departments from the list", () => {
    expect(staffCountries(staffMembers)).toEqual(["Mexico"]);
    expect(staffDepartments(staffMembers)).toHaveLength(7);
    expect(staffStatsFor(staffMembers).map((stat) => [stat.value, stat.label])).toEqual([
      [7, "Team members"],
      [1, "Country"],
      [7, "Departments"],
    ]);
  });
});

describe("governance hub (SPEC §2)", () => {
  it("links five cards with 20+ members, 6, 5, 6 and 7", () => {
    expect(governanceBodies.map((body) => [body.href, body.count])).toEqual([
      ["/board-of-directors", 20],
      ["/portfolios", 6],
      ["/regions", 5],
      ["/committees", 6],
      ["/staff", 7],
    ]);
    expect(governanceBodies[0]?.countLabel).toBe("20+ members");
  });

  it("names the four principles", () => {
    expect(governancePrinciples.map((principle) => principle.title)).toEqual([
      "Transparency",
      "Excellence",
      "Diversity",
      "Accountability",
    ]);
  });

  it("counts +20 board members, 5 regions, 6 committees, 7 staff", () => {
    expect(
      governanceStats.map((stat) => `${"prefix" in stat ? stat.prefix : ""}${stat.value} ${stat.label}`),
    ).toEqual(["+20 Board members", "5 Regions", "6 Committees", "7 Staff"]);
  });
});
