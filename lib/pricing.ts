/**
 * The membership fees' rules (docs/product.md §4, §9): an organisation's fee by operating budget, and prices
 * written as the price list shows them (docs/decisions/membership-fees-and-prices.md).
 */
import type { BudgetTierData } from "@/content/schemas/budget-tier";
import { budgetIds, currencies, type BudgetId } from "@/content/schemas/vocabulary";
import type { BudgetTier, Currency, Price } from "@/content/types";

/** The budget tiers as the pages and the fee selector use them: each tier's id is its `budget`. */
export function budgetTiersOf(entries: readonly Omit<BudgetTierData, "order">[]): BudgetTier[] {
  return entries.map(({ budget, label, price }) => ({ id: budget, label, price }));
}

export function isBudgetId(value: string): value is BudgetId {
  return budgetIds.some((id) => id === value);
}

export function isCurrency(value: string): value is Currency {
  return currencies.some((id) => id === value);
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

export function priceIn(price: Price, currency: Currency): string {
  return formatPrice(price[currency], currency);
}
