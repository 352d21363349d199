/**
 * The organisational fee selection (docs/product.md §4) and its URL form `?budget=…&currency=…`, so a link to a
 * selection can be shared. Pure functions: the selector island and the tests both use them.
 */
import { isBudgetId, isCurrency } from "@/lib/pricing";
import { DEFAULT_BUDGET, HOME_CURRENCY } from "@/src/data/plans";
import type { BudgetId, Currency } from "@/content/types";

export type Selection = { budget: BudgetId | null; currency: Currency };

/** Query value for "no budget chosen yet" (the 'Select budget' choice). */
export const NO_BUDGET = "none";

export const DEFAULT_SELECTION: Selection = { budget: DEFAULT_BUDGET, currency: HOME_CURRENCY };

/** Reads a selection from a query string; missing or unknown values fall back to the defaults. */
export function parseSelection(search: string): Selection {
  const params = new URLSearchParams(search);
  const budget = params.get("budget")?.toLowerCase() ?? "";
  const currency = params.get("currency")?.toLowerCase() ?? "";
  return {
    budget: budget === NO_BUDGET ? null : isBudgetId(budget) ? budget : DEFAULT_SELECTION.budget,
    currency: isCurrency(currency) ? currency : DEFAULT_SELECTION.currency,
  };
}

/** Writes a selection into a query string, keeping any other parameters. */
export function selectionSearch(selection: Selection, search = ""): string {
  const params = new URLSearchParams(search);
  params.set("budget", selection.budget ?? NO_BUDGET);
  params.set("currency", selection.currency);
  return `?${params.toString()}`;
}
