import { clsx } from "clsx";
import {
  ExternalLink,
  GraduationCap,
  Handshake,
  Landmark,
  Trees,
  Users,
  type LucideIcon,
} from "lucide-react";
import { useState, useSyncExternalStore } from "react";

import { buttonStyles } from "@/src/components/ui/button";
import { organisationSelectorCopy as copy } from "@/src/data/organisation-selector-copy";
import type { OrganisationIconName } from "@/content/types";
import { currencyCodeAfter, formatPrice, organisationFee } from "@/lib/pricing";
import { HOME_CURRENCY, SELECT_BUDGET_LABEL } from "@/src/data/plans";
import type { BudgetTier, Currency, OrganisationType } from "@/content/types";
import { EXTERNAL_LINK_REL } from "@/lib/links";

import { NO_BUDGET, parseSelection, selectionSearch, type Selection } from "./selection";

const icons: Record<OrganisationIconName, LucideIcon> = {
  landmark: Landmark,
  trees: Trees,
  users: Users,
  "graduation-cap": GraduationCap,
  handshake: Handshake,
};

type OrganisationPlanSelectorProps = {
  tiers: readonly BudgetTier[];
  types: readonly OrganisationType[];
  currencies: readonly { id: Currency; code: string; label: string }[];
  priceNote: string;
};

/* The selection lives in the URL (?budget=…&currency=…): a shared link opens the same selection. */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

const readSearch = () => window.location.search;
/** The static HTML renders the defaults; the query is read after hydration. */
const readServerSearch = () => "";

function writeSelection(selection: Selection): void {
  const { pathname, search, hash } = window.location;
  window.history.replaceState(
    window.history.state,
    "",
    `${pathname}${selectionSearch(selection, search)}${hash}`,
  );
  for (const listener of listeners) listener();
}

type LabelledSelectProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly { id: string; label: string }[];
  onChange: (value: string) => void;
};

/** A native select under its label, full width: the budget and currency choices. */
function LabelledSelect({ id, name, label, value, options, onChange }: LabelledSelectProps) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-12 w-full rounded-xl border border-brand-700 bg-surface px-3 text-ink"
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

type RegisterLinkProps = {
  type: OrganisationType;
  tier: BudgetTier;
  /** Solid for the chosen tier, outlined for the others in the table. */
  tone?: "primary" | "outline";
  className?: string;
};

function RegisterLink({ type, tier, tone = "primary", className }: RegisterLinkProps) {
  return (
    <a
      href={type.urls[tier.id]}
      target="_blank"
      rel={EXTERNAL_LINK_REL}
      className={clsx(buttonStyles({ variant: tone }), className)}
    >
      {copy.registerLabel}
      <span className="sr-only"> {copy.registerHint(type.name, tier.label)}</span>
      <ExternalLink aria-hidden="true" className="size-4" />
    </a>
  );
}

function TypeIcon({ type }: { type: OrganisationType }) {
  const Icon = icons[type.icon];
  return (
    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-brand-100 text-brand-800">
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}

type TypeListProps = {
  types: readonly OrganisationType[];
  tier: BudgetTier | undefined;
  /** The chosen tier's fee, or 'Select budget' until one is chosen. */
  feeText: string;
  className: string;
};

/**
 * Below the wide screen: a compact card per organisation type, its fee over Register, registering for the chosen
 * tier.
 */
function TypeList({ types, tier, feeText, className }: TypeListProps) {
  return (
    <ul className={clsx("grid gap-4 md:grid-cols-2", className)}>
      {types.map((type) => {
        const titleId = `org-type-${type.id}`;
        return (
          <li key={type.id} className="flex">
            <article
              aria-labelledby={titleId}
              className="flex w-full flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-card"
            >
              <div className="flex items-center gap-3">
                <TypeIcon type={type} />
                <h3 id={titleId} className="text-lg leading-snug font-semibold text-ink">
                  {type.name}
                </h3>
              </div>
              <p className="flex-1 leading-relaxed text-muted">{type.description}</p>
              {/* The fee over a full-width button: the card keeps its size whatever the choice. */}
              <div className="grid gap-3">
                <p className="flex items-baseline gap-2" data-testid="card-price">
                  <span className="text-xl font-bold text-brand-800 tabular-nums">{feeText}</span>
                  {tier && <span className="text-sm text-muted">{copy.perYear}</span>}
                </p>
                {tier ? (
                  <RegisterLink type={type} tier={tier} className="w-full" />
                ) : (
                  <button
                    type="button"
                    disabled
                    className="inline-flex h-11 items-center justify-center rounded-full border border-line px-5 font-semibold text-muted"
                  >
                    {copy.registerDisabled}
                  </button>
                )}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

type FeeTableProps = {
  tiers: readonly BudgetTier[];
  types: readonly OrganisationType[];
  selectedTier: BudgetTier | undefined;
  currency: Currency;
  className: string;
};

/**
 * On a wide screen: one comparison of every fee and registration link, organisation types down, budget tiers
 * across, with the chosen tier's column marked in words as well as in colour.
 */
function FeeTable({ tiers, types, selectedTier, currency, className }: FeeTableProps) {
  const isSelected = (tier: BudgetTier) => tier.id === selectedTier?.id;
  const column = (tier: BudgetTier) => (isSelected(tier) ? "bg-brand-50" : undefined);
  return (
    <div
      className={clsx("overflow-hidden rounded-card border border-line bg-surface shadow-card", className)}
    >
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{copy.tableCaption}</caption>
        <thead>
          <tr className="border-b border-line align-bottom">
            <th scope="col" className="p-5 font-semibold text-muted">
              {copy.typeColumn}
            </th>
            {tiers.map((tier) => (
              <th key={tier.id} scope="col" className={clsx("p-5 text-center", column(tier))}>
                <span
                  className={clsx(
                    "mb-2 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold",
                    isSelected(tier) ? "bg-brand-800 text-white" : "invisible",
                  )}
                >
                  {copy.selectedTier}
                </span>
                <span className="block font-semibold text-ink">{tier.label}</span>
                <span className="mt-1 block text-2xl font-bold text-brand-800 tabular-nums">
                  {formatPrice(tier.price[currency], currency)}
                </span>
                <span className="block text-sm font-normal text-muted">
                  {currencyCodeAfter(currency) && `${currencyCodeAfter(currency)} `}
                  {copy.perYear}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {types.map((type) => (
            <tr key={type.id} className="border-b border-line last:border-b-0">
              <th scope="row" className="p-5 align-top font-normal">
                <span className="flex items-start gap-3">
                  <TypeIcon type={type} />
                  <span>
                    <span className="block font-semibold text-ink">{type.name}</span>
                    <span className="mt-1 block text-sm leading-relaxed text-muted">{type.description}</span>
                  </span>
                </span>
              </th>
              {tiers.map((tier) => (
                <td key={tier.id} className={clsx("p-5 text-center align-middle", column(tier))}>
                  <RegisterLink type={type} tier={tier} tone={isSelected(tier) ? "primary" : "outline"} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The operating-budget and currency selectors, the fee summary, and the organisation types: compact cards below the
 * wide screen, one comparison table on it (docs/product.md §4, issue 30). The page's only client island.
 */
export function OrganisationPlanSelector({
  tiers,
  types,
  currencies,
  priceNote,
}: OrganisationPlanSelectorProps) {
  const search = useSyncExternalStore(subscribe, readSearch, readServerSearch);
  const selection = parseSelection(search);
  const [announcement, setAnnouncement] = useState("");

  const fee = organisationFee(tiers, selection.budget, selection.currency);
  const tier = tiers.find((entry) => entry.id === selection.budget);
  const feeText = fee === null ? SELECT_BUDGET_LABEL : formatPrice(fee, selection.currency);
  // While hidden, the summary keeps the first tier's figures so it keeps its size (no layout shift
  // when a shared link without a budget hydrates).
  const summaryTier = tier ?? tiers[0];
  const summaryFee = summaryTier
    ? formatPrice(summaryTier.price[selection.currency], selection.currency)
    : "";
  const currencyCode = currencyCodeAfter(selection.currency);

  function update(next: Selection) {
    writeSelection(next);
    const nextFee = organisationFee(tiers, next.budget, next.currency);
    const nextTier = tiers.find((entry) => entry.id === next.budget);
    setAnnouncement(
      nextFee === null || !nextTier
        ? copy.noBudget
        : copy.feeChanged(formatPrice(nextFee, next.currency), nextTier.label),
    );
  }

  return (
    <div>
      <div className="grid gap-6 rounded-card border border-line bg-surface p-6 shadow-card md:grid-cols-2 lg:grid-cols-[1fr_1fr_1.2fr] lg:items-stretch">
        <LabelledSelect
          id="org-budget"
          name="budget"
          label={copy.budgetLabel}
          value={selection.budget ?? NO_BUDGET}
          options={[{ id: NO_BUDGET, label: copy.budgetPlaceholder }, ...tiers]}
          onChange={(value) => {
            const budget = tiers.find((entry) => entry.id === value)?.id ?? null;
            update({ ...selection, budget });
          }}
        />
        <LabelledSelect
          id="org-currency"
          name="currency"
          label={copy.currencyLabel}
          value={selection.currency}
          options={currencies}
          onChange={(value) => {
            const currency = currencies.find((entry) => entry.id === value)?.id;
            if (currency) update({ ...selection, currency });
          }}
        />
        {/* The fee box is hidden until a budget is chosen (docs/product.md §4), keeping its place so nothing
            moves; a prompt stands in it, so the panel never shows an empty gap. */}
        <div className="grid md:col-span-2 lg:col-span-1">
          <div
            data-testid="fee-summary"
            className={clsx(
              "col-start-1 row-start-1 rounded-xl bg-brand-900 p-4 text-white",
              fee === null && "invisible",
            )}
          >
            <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
              {copy.summaryTitle}
            </p>
            <p className="mt-1">
              <span className="text-3xl font-extrabold tabular-nums">{summaryFee}</span>{" "}
              <span className="text-brand-100">
                {currencyCode && `${currencyCode} `}
                {copy.perYear}
              </span>
            </p>
            <p className="mt-1 text-sm font-semibold">
              {summaryTier?.label} {copy.summaryBudgetSuffix}
            </p>
            {/* Only a converted price needs the exchange-rate note; the line keeps its place. */}
            <p
              className={clsx(
                "mt-1 text-sm text-brand-100",
                selection.currency === HOME_CURRENCY && "invisible",
              )}
            >
              {priceNote}
            </p>
          </div>
          {fee === null && (
            <p className="col-start-1 row-start-1 flex items-center rounded-xl border-2 border-dashed border-brand-700 p-4 font-semibold text-ink">
              {copy.budgetPrompt}
            </p>
          )}
        </div>
      </div>

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <TypeList types={types} tier={tier} feeText={feeText} className="mt-10 lg:hidden" />
      <FeeTable
        tiers={tiers}
        types={types}
        selectedTier={tier}
        currency={selection.currency}
        className="mt-10 hidden lg:block"
      />
    </div>
  );
}
