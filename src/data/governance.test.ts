import { describe, expect, it } from "vitest";

import { loadDataset, loadDatasetWithIds } from "@/lib/content/load";

import { roundedDownToTen } from "./board";
import { governanceBodiesFor, governancePrinciples, governanceStatsFor } from "./governance";
import { staffCountries, staffDepartments, staffStatsFor } from "./staff";
import type { CommitteeLeader, StaffMember } from "@/content/types";

// The rules every entry keeps, whatever the editor adds or changes; the counts are behaviour,
// tested on numbers the tests choose. (The spec's starting figures: npm run content:report -- --spec.)
const boardMembers = loadDataset("board");
const staffMembers = loadDataset("staff");
const portfolios = loadDataset("portfolios");
const regions = loadDatasetWithIds("regions");
const committees = loadDatasetWithIds("committees");

type Entry = { source?: string; sourceNote?: string; sample?: true };
const isSample = (entry: Entry) => entry.sample === true;

describe("board of directors", () => {
  it("gives each member a name, position, country and a two-letter flag code", () => {
    expect(boardMembers.length).toBeGreaterThan(0);
    for (const member of boardMembers) {
      expect(member.name).not.toBe("");
      expect(member.position).not.toBe("");
      expect(member.location).not.toBe("");
      expect(member.countryCode).toMatch(/^[A-Z]{2}$/);
    }
  });

  it("gives each real member a public source", () => {
    for (const member of boardMembers.filter((entry) => !isSample(entry)))
      expect(member.source ?? member.sourceNote).toBeTruthy();
  });

  it("shows the list rounded down to tens on the governance card: 20+ for 24 to 29", () => {
    expect([9, 10, 24, 29, 30].map(roundedDownToTen)).toEqual([0, 10, 20, 20, 30]);
  });
});

describe("portfolios", () => {
  it("give each portfolio a description and responsibilities, and a lead who sits on the board or none", () => {
    const boardNames = new Set<string>(boardMembers.map((member) => member.name));
    for (const portfolio of portfolios) {
      expect(portfolio.description).not.toBe("");
      expect(portfolio.responsibilities.length).toBeGreaterThanOrEqual(1);
      if (portfolio.lead !== null) expect(boardNames.has(portfolio.lead), portfolio.title).toBe(true);
    }
  });
});

describe("regions", () => {
  it("give every region countries, a chair, a role e-mail, a member count and a description", () => {
    for (const region of regions) {
      expect(region.countries.length).toBeGreaterThanOrEqual(1);
      expect(region.representative).not.toBe("");
      expect(region.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      expect(region.members).toBeGreaterThanOrEqual(0);
      expect(region.description).not.toBe("");
    }
  });

  it("use example.org addresses only in sample regions", () => {
    for (const region of regions.filter(isSample)) expect(region.email).toMatch(/@example\.org$/);
  });
});

describe("committees", () => {
  it("give each committee a header image, leaders and key activities", () => {
    for (const committee of committees) {
      expect(committee.headerImage).toMatch(/^governance\/committee-[a-z-]+$/);
      expect(committee.leaders.length).toBeGreaterThanOrEqual(1);
      expect(committee.keyActivities.length).toBeGreaterThanOrEqual(1);
    }
  });

  it("give every sample leader a flag code", () => {
    const leaders: CommitteeLeader[] = committees.flatMap((committee) => committee.leaders);
    for (const leader of leaders.filter(isSample)) expect(leader.countryCode).toMatch(/^[A-Z]{2}$/);
  });
});

describe("staff", () => {
  it("give each member a position, responsibilities, background and an e-mail; samples use example.org", () => {
    for (const member of staffMembers) {
      expect(member.position).not.toBe("");
      expect(member.responsibilities.length).toBeGreaterThanOrEqual(1);
      expect(member.background).not.toBe("");
      expect(member.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    }
    for (const member of staffMembers.filter(isSample)) expect(member.email).toMatch(/@example\.org$/);
  });

  it("counts team members, countries and departments from the list", () => {
    const [template] = staffMembers;
    if (!template) throw new Error("content/staff is empty");
    const person = (country: string, department: string): StaffMember => ({
      ...template,
      location: { label: country, country },
      department,
    });
    const team = [person("Chile", "Events"), person("Chile", "Finance"), person("Kenya", "Events")];
    expect(staffCountries(team)).toEqual(["Chile", "Kenya"]);
    expect(staffDepartments(team)).toEqual(["Events", "Finance"]);
    expect(staffStatsFor(team).map((stat) => [stat.value, stat.label])).toEqual([
      [3, "Team members"],
      [2, "Countries"],
      [2, "Departments"],
    ]);
    expect(staffStatsFor(team.slice(0, 1)).map((stat) => stat.label)).toEqual([
      "Team member",
      "Country",
      "Department",
    ]);
  });
});

describe("governance hub", () => {
  const counts = { boardMembers: 27, portfolios: 4, regions: 3, committees: 8, staffMembers: 11 };

  it("links five cards with their counts, the board's rounded down to tens", () => {
    const bodies = governanceBodiesFor(counts);
    expect(bodies.map((body) => [body.href, body.count])).toEqual([
      ["/board-of-directors", 20],
      ["/portfolios", 4],
      ["/regions", 3],
      ["/committees", 8],
      ["/staff", 11],
    ]);
    expect(bodies[0]?.countLabel).toBe("20+ members");
  });

  it("names the four principles", () => {
    expect(governancePrinciples.map((principle) => principle.title)).toEqual([
      "Transparency",
      "Excellence",
      "Diversity",
      "Accountability",
    ]);
  });

  it("counts +N board members, regions, committees and staff", () => {
    expect(
      governanceStatsFor(counts).map(
        (stat) => `${"prefix" in stat ? stat.prefix : ""}${stat.value} ${stat.label}`,
      ),
    ).toEqual(["+20 Board members", "3 Regions", "8 Committees", "11 Staff"]);
  });
});
