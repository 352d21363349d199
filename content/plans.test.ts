import { describe, expect, it } from "vitest";

import { loadDataset, loadDatasetWithIds } from "@/lib/content/load";

import {
  budgetIds,
  budgetTiersOf,
  DEFAULT_BUDGET,
  DEFAULT_CURRENCY,
  formatPrice,
  individualPlansOf,
  isBudgetId,
  isCurrency,
  organisationFee,
  organisationFeeLabel,
  planById,
  planGroupsOf,
  PRICE_NOTE,
  SELECT_BUDGET_LABEL,
} from "./plans";
import { currencies } from "./types";

const membershipPlans = loadDatasetWithIds("plans");
const budgetTiers = budgetTiersOf(loadDataset("budgetTiers"));
const individualPlans = individualPlansOf(membershipPlans);
const planGroups = planGroupsOf(membershipPlans);

/** SPEC §9, first table: plan → [usd, nzd, eur, duration]. */
const SPEC_PLAN_PRICES = {
  trial: [0, 0, 0, "30 days"],
  student: [24, 40, 22, "per year"],
  retired: [45, 75, 42, "per year"],
  regular: [87, 145, 81, "per year"],
  supporter: [150, 250, 140, "per year"],
  "valued-supporter": [180, 300, 167, "per year"],
  organization: [410, 680, 380, "12 months"],
} as const;

/** SPEC §9, second table: tier → [NZD, USD, EUR]. */
const SPEC_TIER_PRICES = {
  less_than_1m: [680, 394, 340],
  "1_to_10m": [1350, 783, 675],
  "10_to_40m": [2785, 1615, 1393],
  over_40m: [3755, 2178, 1878],
} as const;

describe("membership plans (SPEC §9 first table)", () => {
  it("lists the seven plans in the spec's order", () => {
    expect(membershipPlans.map((plan) => plan.id)).toEqual(Object.keys(SPEC_PLAN_PRICES));
  });

  it("finds a plan by its file name, and names the missing file otherwise", () => {
    expect(planById(membershipPlans, "trial").name).toBe("Free Subscriber");
    expect(() => planById(membershipPlans, "gold")).toThrow("content/plans/gold.yaml is missing");
  });

  it.each(Object.entries(SPEC_PLAN_PRICES))(
    "%s costs exactly the spec's USD, NZD and EUR",
    (id, expected) => {
      const plan = membershipPlans.find((entry) => entry.id === id);
      const [usd, nzd, eur, duration] = expected;
      expect(plan?.price).toEqual({ usd, nzd, eur });
      expect(plan?.duration).toBe(duration);
    },
  );

  it("marks only Regular as most popular", () => {
    expect(membershipPlans.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual(["regular"]);
  });

  it("groups the plans as trial, individual, supporter and organization", () => {
    const ids = (category: string) =>
      membershipPlans.filter((plan) => plan.category === category).map((plan) => plan.id);
    expect(ids("trial")).toEqual(["trial"]);
    expect(ids("individual")).toEqual(["student", "retired", "regular"]);
    expect(ids("supporter")).toEqual(["supporter", "valued-supporter"]);
    expect(ids("organization")).toEqual(["organization"]);
  });

  it("shows three groups on /membership-plans: Individual (with the trial), Supporter, Organizational", () => {
    expect(planGroups.map((group) => [group.title, group.plans.map((plan) => plan.id)])).toEqual([
      ["Individual", ["trial", "student", "retired", "regular"]],
      ["Supporter", ["supporter", "valued-supporter"]],
      ["Organizational", ["organization"]],
    ]);
  });

  it("compares the six individual plans on /membership", () => {
    expect(individualPlans.map((plan) => plan.id)).toEqual([
      "trial",
      "student",
      "retired",
      "regular",
      "supporter",
      "valued-supporter",
    ]);
  });

  it("gives every plan copy, features and its own external registration page", () => {
    const hrefs = new Set<string>();
    for (const plan of membershipPlans) {
      expect(plan.name).not.toBe("");
      expect(plan.description.length).toBeGreaterThan(30);
      expect(plan.features.length).toBeGreaterThanOrEqual(3);
      expect(plan.registration.href).toMatch(/^https:\/\//);
      expect(plan.registration.sample).toBe(true);
      hrefs.add(plan.registration.href);
    }
    expect(hrefs.size).toBe(membershipPlans.length);
  });

  it("keeps the exchange-rate note word for word", () => {
    expect(PRICE_NOTE).toBe("*based on the exchange rate at the time of purchase.");
  });
});

describe("organisation budget tiers (SPEC §9 second table)", () => {
  it("lists the four tiers in order with readable labels", () => {
    expect(budgetTiers.map((tier) => tier.id)).toEqual([...budgetIds]);
    expect(budgetTiers.map((tier) => tier.label)).toEqual([
      "Under 1 million",
      "1 to 10 million",
      "10 to 40 million",
      "Over 40 million",
    ]);
  });

  it.each(Object.entries(SPEC_TIER_PRICES))(
    "%s costs exactly the spec's NZD, USD and EUR",
    (id, expected) => {
      const [nzd, usd, eur] = expected;
      expect(budgetTiers.find((tier) => tier.id === id)?.price).toEqual({ nzd, usd, eur });
    },
  );

  it("the organization plan's base fee in NZD is the smallest tier's", () => {
    expect(membershipPlans.find((plan) => plan.id === "organization")?.price.nzd).toBe(
      budgetTiers[0]?.price.nzd,
    );
  });
});

describe("price lookup", () => {
  const cases = Object.entries(SPEC_TIER_PRICES).flatMap(([budget, [nzd, usd, eur]]) => [
    [budget, "nzd", nzd],
    [budget, "usd", usd],
    [budget, "eur", eur],
  ]) as [string, "nzd" | "usd" | "eur", number][];

  it.each(cases)("organisationFee(%s, %s) is %d", (budget, currency, expected) => {
    if (!isBudgetId(budget)) throw new Error(budget);
    expect(organisationFee(budgetTiers, budget, currency)).toBe(expected);
  });

  it("covers every tier × currency (12 figures)", () => {
    expect(cases).toHaveLength(budgetIds.length * currencies.length);
  });

  it("has no fee and reads 'Select budget' while no budget is chosen", () => {
    for (const currency of currencies) {
      expect(organisationFee(budgetTiers, null, currency)).toBeNull();
      expect(organisationFeeLabel(budgetTiers, null, currency)).toBe("Select budget");
    }
    expect(SELECT_BUDGET_LABEL).toBe("Select budget");
  });

  it("formats whole amounts with the currency's symbol and the spec's digits", () => {
    expect(formatPrice(145, "nzd")).toBe("NZ$145");
    expect(formatPrice(87, "usd")).toBe("$87");
    expect(formatPrice(81, "eur")).toBe("€81");
    expect(organisationFeeLabel(budgetTiers, "over_40m", "nzd")).toBe("NZ$3755");
    expect(organisationFeeLabel(budgetTiers, "10_to_40m", "eur")).toBe("€1393");
  });

  it("defaults to less_than_1m in NZD and validates query values", () => {
    expect(DEFAULT_BUDGET).toBe("less_than_1m");
    expect(DEFAULT_CURRENCY).toBe("nzd");
    expect(isBudgetId("1_to_10m")).toBe(true);
    expect(isBudgetId("huge")).toBe(false);
    expect(isCurrency("eur")).toBe(true);
    expect(isCurrency("gbp")).toBe(false);
  });
});
