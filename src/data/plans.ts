/**
 * The copy around the price list (docs/product.md §9) and the plans each page shows; the figures are data
 * files and the fee and price rules lib/pricing.ts (docs/decisions/plans-and-tiers-as-data.md).
 */
import type { BudgetId } from "@/content/schemas/vocabulary";
import type { BudgetTier, Currency, Plan, PlanCategory } from "@/content/types";
import { formatPrice, organisationFee } from "@/lib/pricing";

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

/** The text of a card price: the fee in the currency, or 'Select budget' while none is chosen. */
export function organisationFeeLabel(
  tiers: readonly BudgetTier[],
  budget: BudgetId | null,
  currency: Currency,
): string {
  const fee = organisationFee(tiers, budget, currency);
  return fee === null ? SELECT_BUDGET_LABEL : formatPrice(fee, currency);
}
