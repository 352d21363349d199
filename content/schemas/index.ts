/**
 * Every dataset kept as data files: its folder (one YAML file per entry) and its schema. The
 * Astro collections (src/content.config.ts), the content check run before every build
 * (scripts/check-content.ts), the tests and the provenance report all read this one list.
 */
import { boardMemberSchema } from "./board";
import { budgetTierSchema } from "./budget-tier";
import { chairsAwardEntrySchema } from "./chairs-award";
import { committeeSchema } from "./committee";
import { judgeSchema } from "./judge";
import { organisationTypeSchema } from "./organisation-type";
import { partnerSchema } from "./partner";
import { planSchema } from "./plan";
import { winnerSchema } from "./winner";
import { portfolioSchema } from "./portfolio";
import { regionSchema } from "./region";
import { staffMemberSchema } from "./staff";

export const dataCollections = {
  board: { directory: "content/board", schema: boardMemberSchema },
  staff: { directory: "content/staff", schema: staffMemberSchema },
  portfolios: { directory: "content/portfolios", schema: portfolioSchema },
  regions: { directory: "content/regions", schema: regionSchema },
  partners: { directory: "content/partners", schema: partnerSchema },
  committees: { directory: "content/committees", schema: committeeSchema },
  judges: { directory: "content/judges", schema: judgeSchema },
  winners: { directory: "content/winners", schema: winnerSchema },
  chairsAward: { directory: "content/chairs-award", schema: chairsAwardEntrySchema },
  plans: { directory: "content/plans", schema: planSchema },
  budgetTiers: { directory: "content/budget-tiers", schema: budgetTierSchema, unique: ["budget"] },
  organisationTypes: { directory: "content/organisation-types", schema: organisationTypeSchema },
} as const;

export type DataCollectionName = keyof typeof dataCollections;
