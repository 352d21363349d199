/**
 * The price list's rules and the copy around it (docs/product.md §9). The figures are data files: the
 * membership plans in content/plans/ (one per plan, in USD, NZD and EUR), the organisational fees
 * by operating budget in content/budget-tiers/ and the organisation types in
 * content/organisation-types/ (schemas in content/schemas/). /membership, /membership-plans and
 * /organizational-membership read them from their collections and pass them to these functions;
 * `plans.test.ts` checks these rules on the data files, deriving each expected figure from them.
 */
import type { BudgetTierData } from "./schemas/budget-tier";
import { budgetIds, type BudgetId } from "./schemas/vocabulary";
import type { BudgetTier, Currency, Plan, PlanCategory, Price } from "./types";

/** Shown under every price (docs/product.md §9). */
export const PRICE_NOTE = "*based on the exchange rate at the time of purchase.";

/** Label of a card price while no operating budget is chosen (docs/product.md §4). */
export const SELECT_BUDGET_LABEL = "Select budget";

/**
 * The association's own currency: its fees are set in it, the others are converted. The fee
 * selector opens on it.
 */
export const HOME_CURRENCY: Currency = "nzd";
export const DEFAULT_BUDGET: BudgetId = "less_than_1m";

/** Display order of the currency choices: NZD first, the association's home currency. */
export const currencyOptions = [
  { id: "nzd", code: "NZD", label: "NZD – New Zealand dollar" },
  { id: "usd", code: "USD", label: "USD – US dollar" },
  { id: "eur", code: "EUR", label: "EUR – Euro" },
] as const satisfies readonly { id: Currency; code: string; label: string }[];

/** The six plans of the individual comparison table on /membership (everything but the organisation). */
export function individualPlansOf<Entry extends Pick<Plan, "category">>(plans: readonly Entry[]): Entry[] {
  return plans.filter((plan) => plan.category !== "organization");
}

/** The groups of /membership-plans, in order: the trial sits with the individual plans. */
const planGroupsCopy = [
  {
    id: "individual",
    title: "Individual",
    description: "Personal memberships for every stage of a parks career, starting with a free trial.",
    categories: ["trial", "individual"],
  },
  {
    id: "supporter",
    title: "Supporter",
    description: "Every individual benefit, plus a contribution that grows the network's programmes.",
    categories: ["supporter"],
  },
  {
    id: "organizational",
    title: "Organizational",
    description: "One membership for your agency, city, association, university or business.",
    categories: ["organization"],
  },
] as const satisfies readonly {
  id: string;
  title: string;
  description: string;
  categories: readonly PlanCategory[];
}[];

/** Each group of /membership-plans with its plans, in the plans' order. */
export function planGroupsOf<Entry extends Pick<Plan, "category">>(plans: readonly Entry[]) {
  return planGroupsCopy.map(({ categories, ...group }) => ({
    ...group,
    plans: plans.filter((plan) => (categories as readonly PlanCategory[]).includes(plan.category)),
  }));
}

/** A plan by its id (its file name in content/plans/); a page that needs one fails without it. */
export function planById<Entry extends { id: string }>(plans: readonly Entry[], id: string): Entry {
  const plan = plans.find((entry) => entry.id === id);
  if (!plan)
    throw new Error(
      `content/plans/${id}.yaml is missing: the membership pages link to this plan (restore the file or keep its file name)`,
    );
  return plan;
}

/** The budget tiers as the pages and the fee selector use them: each tier's id is its `budget`. */
export function budgetTiersOf(entries: readonly Omit<BudgetTierData, "order">[]): BudgetTier[] {
  return entries.map(({ budget, label, price }) => ({ id: budget, label, price }));
}

export function isBudgetId(value: string): value is BudgetId {
  return budgetIds.some((id) => id === value);
}

export function isCurrency(value: string): value is Currency {
  return currencyOptions.some((option) => option.id === value);
}

/** The annual fee for a budget tier in a currency, or `null` while no budget is chosen. */
export function organisationFee(
  tiers: readonly BudgetTier[],
  budget: BudgetId | null,
  currency: Currency,
): number | null {
  if (budget === null) return null;
  const tier = tiers.find((entry) => entry.id === budget);
  if (!tier) throw new Error(`Unknown budget tier ${budget}`);
  return tier.price[currency];
}

const formatters: Record<Currency, Intl.NumberFormat> = {
  nzd: new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "NZD",
    maximumFractionDigits: 0,
    useGrouping: false,
  }),
  usd: new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
    useGrouping: false,
  }),
  eur: new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "EUR",
    maximumFractionDigits: 0,
    useGrouping: false,
  }),
};

/** "NZ$145", "$87", "€81": whole amounts, written exactly as the spec's figures (no grouping). */
export function formatPrice(amount: number, currency: Currency): string {
  return formatters[currency].format(amount);
}

/**
 * The currency's code where the price's symbol alone does not name it: "$87" is followed by "USD",
 * while "NZ$680" and "€81" say their currency already (so never "NZ$680 NZD").
 */
export function currencyCodeAfter(currency: Currency): string | null {
  const symbol = formatPrice(0, currency).replace(/[\d\s.,]/g, "");
  return symbol === "$" ? currency.toUpperCase() : null;
}

/** The text of a card price: the fee in the currency, or 'Select budget' while none is chosen. */
export function organisationFeeLabel(
  tiers: readonly BudgetTier[],
  budget: BudgetId | null,
  currency: Currency,
): string {
  const fee = organisationFee(tiers, budget, currency);
  return fee === null ? SELECT_BUDGET_LABEL : formatPrice(fee, currency);
}

export function priceIn(price: Price, currency: Currency): string {
  return formatPrice(price[currency], currency);
}
