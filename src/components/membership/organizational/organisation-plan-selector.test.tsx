import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";

import { organisationSelectorCopy } from "@/src/data/organisation-selector-copy";
import { budgetTiersOf } from "@/lib/pricing";
import { currencyOptions, PRICE_NOTE } from "@/src/data/plans";
import { loadDatasetWithIds } from "@/lib/content/load";

import { OrganisationPlanSelector } from "./organisation-plan-selector.island";

/** Tiers the test writes itself (the editor may change the content's fees and labels). */
const budgetTiers = budgetTiersOf([
  { budget: "less_than_1m", label: "Under 1 million", price: { nzd: 680, usd: 394, eur: 340 } },
  { budget: "1_to_10m", label: "1 to 10 million", price: { nzd: 1350, usd: 783, eur: 675 } },
  { budget: "10_to_40m", label: "10 to 40 million", price: { nzd: 2785, usd: 1615, eur: 1393 } },
  { budget: "over_40m", label: "Over 40 million", price: { nzd: 3755, usd: 2178, eur: 1878 } },
]);
const organisationTypes = loadDatasetWithIds("organisationTypes");

afterEach(() => {
  window.history.replaceState(null, "", "/organizational-membership");
});

function renderSelector() {
  return render(
    <OrganisationPlanSelector
      tiers={budgetTiers}
      types={organisationTypes}
      currencies={currencyOptions}
      priceNote={PRICE_NOTE}
    />,
  );
}

const cards = () => screen.getAllByRole("article");
const summary = () => screen.getByTestId("fee-summary");

describe("OrganisationPlanSelector", () => {
  it("defaults to an operating budget under 1 million in NZD: NZ$680 in the summary and on each type's card", () => {
    renderSelector();
    expect(screen.getByRole("combobox", { name: "Annual operating budget" })).toHaveValue("less_than_1m");
    expect(screen.getByRole("combobox", { name: "Currency" })).toHaveValue("nzd");
    expect(cards()).toHaveLength(organisationTypes.length);
    expect(summary()).not.toHaveClass("invisible");
    expect(summary()).toHaveTextContent("NZ$680");
    for (const card of cards())
      expect(within(card).getByTestId("card-price")).toHaveTextContent("NZ$680per year");
  });

  it("links each card to the selected tier, and shows that tier's fee in the selected currency", async () => {
    const user = userEvent.setup();
    renderSelector();
    await user.selectOptions(screen.getByRole("combobox", { name: "Annual operating budget" }), "10_to_40m");
    await user.selectOptions(screen.getByRole("combobox", { name: "Currency" }), "eur");
    for (const [index, card] of cards().entries()) {
      const link = within(card).getByRole("link", { name: /^Register as/ });
      expect(link).toHaveAttribute("href", organisationTypes[index]?.urls["10_to_40m"]);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    expect(summary()).toHaveTextContent("€1393");
    expect(window.location.search).toBe("?budget=10_to_40m&currency=eur");
    expect(screen.getByText(/Your annual fee: €1393 per year/)).toHaveAttribute("aria-live", "polite");
  });

  it("compares every tier's fee and registration link in one table, the chosen tier marked in words", async () => {
    const user = userEvent.setup();
    renderSelector();
    await user.selectOptions(screen.getByRole("combobox", { name: "Annual operating budget" }), "1_to_10m");
    await user.selectOptions(screen.getByRole("combobox", { name: "Currency" }), "usd");
    const table = screen.getByRole("table", { name: organisationSelectorCopy.tableCaption });
    const headers = within(table).getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual([
      organisationSelectorCopy.typeColumn,
      ...budgetTiers.map(
        (tier) => `${organisationSelectorCopy.selectedTier}${tier.label}$${tier.price.usd}USD per year`,
      ),
    ]);
    // The mark is hidden (invisible) on every column but the chosen one.
    const marks = within(table).getAllByText(organisationSelectorCopy.selectedTier);
    expect(marks.filter((mark) => !mark.classList.contains("invisible"))).toHaveLength(1);
    expect(headers[2]).toContainElement(marks.find((mark) => !mark.classList.contains("invisible"))!);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(organisationTypes.length);
    for (const [index, row] of rows.entries()) {
      const type = organisationTypes[index]!;
      expect(within(row).getByRole("rowheader")).toHaveTextContent(type.name);
      expect(
        within(row)
          .getAllByRole("link")
          .map((link) => link.getAttribute("href")),
      ).toEqual(budgetTiers.map((tier) => type.urls[tier.id]));
    }
  });

  it("reads 'Select budget' and hides the summary while no budget is chosen", async () => {
    const user = userEvent.setup();
    renderSelector();
    await user.selectOptions(screen.getByRole("combobox", { name: "Annual operating budget" }), "none");
    for (const card of cards()) {
      expect(within(card).getByTestId("card-price")).toHaveTextContent(/^Select budget$/);
      expect(within(card).queryByRole("link")).toBeNull();
      expect(within(card).getByRole("button", { name: "Select a budget to register" })).toBeDisabled();
    }
    expect(summary()).toHaveClass("invisible");
    // The fee box keeps its place (nothing moves) and a prompt stands in it: no empty gap.
    expect(screen.getByText(organisationSelectorCopy.budgetPrompt)).toBeVisible();
    expect(window.location.search).toBe("?budget=none&currency=nzd");
  });

  it("writes each fee once with its currency, and the exchange-rate note only for a converted one", async () => {
    const user = userEvent.setup();
    renderSelector();
    const note = () => within(summary()).getByText(PRICE_NOTE);
    expect(summary()).toHaveTextContent(/NZ\$680\s*per year/);
    expect(summary()).not.toHaveTextContent("NZD");
    expect(note()).toHaveClass("invisible");
    await user.selectOptions(screen.getByRole("combobox", { name: "Currency" }), "usd");
    expect(summary()).toHaveTextContent(/\$394\s*USD per year/);
    expect(note()).not.toHaveClass("invisible");
    await user.selectOptions(screen.getByRole("combobox", { name: "Currency" }), "eur");
    expect(summary()).toHaveTextContent(/€340\s*per year/);
    expect(summary()).not.toHaveTextContent("EUR");
    expect(note()).not.toHaveClass("invisible");
    expect(screen.queryByText(organisationSelectorCopy.budgetPrompt)).toBeNull();
  });

  it("opens a shared selection from the URL", () => {
    window.history.replaceState(null, "", "/organizational-membership?budget=over_40m&currency=usd");
    renderSelector();
    expect(screen.getByRole("combobox", { name: "Annual operating budget" })).toHaveValue("over_40m");
    expect(screen.getByRole("combobox", { name: "Currency" })).toHaveValue("usd");
    expect(summary()).toHaveTextContent("$2178");
  });

  it("follows the browser's back and forward buttons", () => {
    renderSelector();
    act(() => {
      window.history.replaceState(null, "", "/organizational-membership?budget=1_to_10m&currency=usd");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(summary()).toHaveTextContent("$783");
  });
});
