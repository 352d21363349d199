/**
 * The product specification's figures: the content's starting values, which the editor may change.
 * They are a report, not a gate (`npm run content:report -- --spec` lists where the content now
 * differs); no test compares the content with them.
 */
import { latestWinners } from "../../src/data/awards/winners";
import { loadDataset, loadDatasetWithIds } from "../../lib/content/load";

export type SpecFigure = {
  /** Where the figure lives, in the editor's words. */
  where: string;
  spec: unknown;
  now: unknown;
};

/** The spec's membership plans (its §9, first table): id → [USD, NZD, EUR, duration]. */
const SPEC_PLAN_PRICES = {
  trial: [0, 0, 0, "30 days"],
  student: [24, 40, 22, "per year"],
  retired: [45, 75, 42, "per year"],
  regular: [87, 145, 81, "per year"],
  supporter: [150, 250, 140, "per year"],
  "valued-supporter": [180, 300, 167, "per year"],
  organization: [410, 680, 380, "12 months"],
} as const;

/** The spec's organisation budget tiers (its §9, second table): id → [NZD, USD, EUR]. */
const SPEC_TIER_PRICES = {
  less_than_1m: [680, 394, 340],
  "1_to_10m": [1350, 783, 675],
  "10_to_40m": [2785, 1615, 1393],
  over_40m: [3755, 2178, 1878],
} as const;

/** The spec's regions and their member counts, in page order. */
const SPEC_REGION_MEMBERS = {
  "North America": 450,
  "Latin America": 180,
  Europe: 380,
  "Asia Pacific": 320,
  Africa: 150,
} as const;

/** The spec's judges per region. */
const SPEC_JUDGES_PER_REGION = {
  Africa: 5,
  "Asia Pacific": 4,
  Europe: 6,
  "Latin America": 4,
  "North America": 3,
} as const;

const SPEC_COUNTS = {
  board: 24,
  staff: 7,
  portfolios: 6,
  committees: 6,
  judges: 22,
  winners: 42,
} as const;

/** Every figure of the spec beside the content's value now. */
export function specFigures(root?: string): SpecFigure[] {
  const figures: SpecFigure[] = [];
  const plans = loadDatasetWithIds("plans", root);
  for (const [id, [usd, nzd, eur, duration]] of Object.entries(SPEC_PLAN_PRICES)) {
    const plan = plans.find((entry) => entry.id === id);
    figures.push({
      where: `content/plans/${id}.yaml: price (USD, NZD, EUR) and duration`,
      spec: [usd, nzd, eur, duration],
      now: plan ? [plan.price.usd, plan.price.nzd, plan.price.eur, plan.duration] : "no such plan",
    });
  }
  const tiers = loadDataset("budgetTiers", root);
  for (const [budget, [nzd, usd, eur]] of Object.entries(SPEC_TIER_PRICES)) {
    const tier = tiers.find((entry) => entry.budget === budget);
    figures.push({
      where: `content/budget-tiers: the ${budget} tier's price (NZD, USD, EUR)`,
      spec: [nzd, usd, eur],
      now: tier ? [tier.price.nzd, tier.price.usd, tier.price.eur] : "no such tier",
    });
  }
  const regions = loadDataset("regions", root);
  for (const [name, members] of Object.entries(SPEC_REGION_MEMBERS)) {
    figures.push({
      where: `content/regions: ${name}'s members`,
      spec: members,
      now: regions.find((region) => region.name === name)?.members ?? "no such region",
    });
  }
  const judges = loadDataset("judges", root);
  for (const [region, count] of Object.entries(SPEC_JUDGES_PER_REGION)) {
    figures.push({
      where: `content/judges: judges in ${region}`,
      spec: count,
      now: judges.filter((judge) => judge.region === region).length,
    });
  }
  const counts: Record<keyof typeof SPEC_COUNTS, number> = {
    board: loadDataset("board", root).length,
    staff: loadDataset("staff", root).length,
    portfolios: loadDataset("portfolios", root).length,
    committees: loadDataset("committees", root).length,
    judges: judges.length,
    // The winners the page shows: the latest edition's.
    winners: latestWinners(loadDataset("winners", root)).winners.length,
  };
  for (const [dataset, count] of Object.entries(SPEC_COUNTS)) {
    figures.push({
      where: `content/${dataset}: number of entries`,
      spec: count,
      now: counts[dataset as keyof typeof SPEC_COUNTS],
    });
  }
  return figures;
}

/** The figures where the content differs from the spec. */
export function specDifferences(root?: string): SpecFigure[] {
  return specFigures(root).filter(({ spec, now }) => JSON.stringify(spec) !== JSON.stringify(now));
}
