import { describe, expect, it } from "vitest";

import { loadDataset, loadDatasetWithIds } from "@/lib/content/load";

import { budgetIds } from "@/content/schemas/vocabulary";
import { budgetTiersOf, formatPrice, isBudgetId, isCurrency, organisationFee } from "@/lib/pricing";
import {
  DEFAULT_BUDGET,
  HOME_CURRENCY,
  individualPlansOf,
  organisationFeeLabel,
  planById,
  planGroupsOf,
  PRICE_NOTE,
  SELECT_BUDGET_LABEL,
} from "./plans";
import { currencies } from "@/content/types";

const membershipPlans = loadDatasetWithIds("plans");
const budgetTiers = budgetTiersOf(loadDataset("budgetTiers"));

type Fixture = { id: string; category: "trial" | "individual" | "supporter" | "organization" };
/** Plans the tests write themselves: an editor may add, remove or regroup the content's. */
const fixturePlans: Fixture[] = [
  { id: "free", category: "trial" },
  { id: "learner", category: "individual" },
  { id: "patron", category: "supporter" },
  { id: "practitioner", category: "individual" },
  { id: "agency", category: "organization" },
];

describe("membership plans", () => {
  it("finds a plan by its file name, and names the missing file otherwise", () => {
    const [first] = membershipPlans;
    if (!first) throw new Error("content/plans is empty");
    expect(planById(membershipPlans, first.id)).toBe(first);
    expect(() => planById(membershipPlans, "no-such-plan")).toThrow(
      "content/plans/no-such-plan.yaml is missing",
    );
  });

  it("gives every plan copy, features, a price in each currency and its own external registration page", () => {
    const hrefs = new Set<string>();
    for (const plan of membershipPlans) {
      expect(plan.name).not.toBe("");
      expect(plan.description).not.toBe("");
      expect(plan.features.length).toBeGreaterThanOrEqual(1);
      for (const currency of currencies) expect(plan.price[currency]).toBeGreaterThanOrEqual(0);
      expect(plan.registration.href).toMatch(/^https:\/\//);
      hrefs.add(plan.registration.href);
    }
    expect(hrefs.size).toBe(membershipPlans.length);
  });

  it("shows three groups on /membership-plans: Individual (with the trial), Supporter, Organizational", () => {
    expect(
      planGroupsOf(fixturePlans).map((group) => [group.title, group.plans.map((plan) => plan.id)]),
    ).toEqual([
      ["Individual", ["free", "learner", "practitioner"]],
      ["Supporter", ["patron"]],
      ["Organizational", ["agency"]],
    ]);
    expect(planGroupsOf(membershipPlans).flatMap((group) => group.plans)).toHaveLength(
      membershipPlans.length,
    );
  });

  it("compares every plan but the organisation's on /membership, in order", () => {
    expect(individualPlansOf(fixturePlans).map((plan) => plan.id)).toEqual([
      "free",
      "learner",
      "patron",
      "practitioner",
    ]);
  });

  it("keeps the exchange-rate note word for word", () => {
    expect(PRICE_NOTE).toBe("*based on the exchange rate at the time of purchase.");
  });
});

describe("organisation budget tiers", () => {
  it("has one file for each budget of the selector, in order", () => {
    expect(budgetTiers.map((tier) => tier.id)).toEqual([...budgetIds]);
    for (const tier of budgetTiers) expect(tier.label).not.toBe("");
  });

  it("the organization plan's base fee in NZD is the smallest tier's (a rule the content check keeps)", () => {
    const smallest = Math.min(...budgetTiers.map((tier) => tier.price.nzd));
    for (const plan of membershipPlans.filter((entry) => entry.category === "organization"))
      expect(plan.price.nzd).toBe(smallest);
  });
});

describe("price lookup", () => {
  const cases = budgetTiers.flatMap(({ id, price }) =>
    currencies.map((currency) => [id, currency, price[currency]] as const),
  );

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
    expect(formatPrice(3755, "nzd")).toBe("NZ$3755");
    for (const { id, price } of budgetTiers)
      expect(organisationFeeLabel(budgetTiers, id, "eur")).toBe(formatPrice(price.eur, "eur"));
  });

  it("defaults to less_than_1m in NZD and validates query values", () => {
    expect(DEFAULT_BUDGET).toBe("less_than_1m");
    expect(HOME_CURRENCY).toBe("nzd");
    expect(isBudgetId("1_to_10m")).toBe(true);
    expect(isBudgetId("huge")).toBe(false);
    expect(isCurrency("eur")).toBe(true);
    expect(isCurrency("gbp")).toBe(false);
  });
});
