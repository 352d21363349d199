/**
 * Every word of the organisational fee selector (/organizational-membership, docs/product.md §4). Its client
 * island imports this module directly (functions can't be passed to a client component as props),
 * so it imports nothing and stays small.
 */
const budgetPlaceholder = "Select budget";
const summaryTitle = "Your annual fee";
const perYear = "per year";

export const organisationSelectorCopy = {
  budgetLabel: "Annual operating budget",
  budgetPlaceholder,
  currencyLabel: "Currency",
  summaryTitle,
  summaryBudgetSuffix: "operating budget",
  perYear,
  registerLabel: "Register",
  /** Read after "Register" by screen readers: which type and tier the link registers. */
  registerHint: (typeName: string, tierLabel: string) =>
    `as a ${typeName}, operating budget ${tierLabel.toLowerCase()} (opens in a new tab)`,
  registerDisabled: "Select a budget to register",
  /** The wide screen's comparison table: its caption, first column and the chosen tier's mark. */
  tableCaption: "Annual fees and registration by organisation type and operating budget",
  typeColumn: "Organisation type",
  selectedTier: "Your budget",
  /** Stands in the fee box's place while no budget is chosen. */
  budgetPrompt: "Choose your annual operating budget to see your organisation's fee.",
  /** Announced when the selection changes. */
  feeChanged: (fee: string, tierLabel: string) =>
    `${summaryTitle}: ${fee} ${perYear} for an operating budget of ${tierLabel.toLowerCase()}.`,
  noBudget: `${budgetPlaceholder} to see the fee.`,
} as const;
