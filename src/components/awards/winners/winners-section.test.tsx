import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";

import { awardRegions, awardRegionSlugs, DEFAULT_WINNERS_REGION } from "@/src/data/awards/programme";
import { winnerGroupsIn, winnersIn, winnersPageCopy } from "@/src/data/awards/winners";
import type { Winner } from "@/content/schemas/winner";

import { RegionPanel } from "./region-panel";
import { regionPanelSlot, RegionTabs } from "./region-tabs.island";
import { WinnerCard } from "./winner-card";
import { WinnerDetailCard } from "./winner-detail-card.island";
import { WinnerGroup } from "./winner-group";
import { WinnersSection, winnerRegionTabs } from "./winners-section";

/** Winners the test writes itself: the editor may change every winner in content/winners/. */
const detail = (about: string): NonNullable<Winner["detail"]> => ({
  photos: ["riverside-park"],
  description: `${about} opened a riverside park on land that was closed to the public for a century.`,
  testimony: "The river is ours again, and the whole town walks along it.",
});
const winners: Winner[] = [
  {
    name: "Harbour Terraces Park",
    organization: "Coastline Parks Trust",
    region: "Asia Pacific",
    category: "Outstanding New Park Project Award",
    edition: 2031,
    sample: true,
    detail: detail("The trust"),
  },
  {
    name: "Lena Vos",
    organization: "Parks of Ostend",
    region: "Europe",
    category: "Young Park Leader Award",
    edition: 2031,
    sample: true,
  },
  {
    name: "Plaza Verde",
    organization: "Ciudad Verde",
    region: "Latin America",
    category: "Neighborhood Parks Award",
    edition: 2031,
    sample: true,
  },
  {
    name: "Jo Marsh",
    organization: "Prairie Parks",
    region: "North America",
    category: "Distinguished Individual Award",
    edition: 2031,
    sample: true,
  },
  {
    name: "Prairie Commons",
    organization: "Prairie Parks",
    region: "North America",
    category: "Outstanding New Park Project Award",
    edition: 2031,
    sample: true,
    detail: detail("The city"),
  },
  {
    name: "Kopje Green",
    organization: "Highveld Parks",
    region: "Africa",
    category: "Neighborhood Parks Award",
    edition: 2031,
    sample: true,
  },
  {
    name: "Baobab Square",
    organization: "Highveld Parks",
    region: "Africa",
    category: "Neighborhood Parks Award",
    edition: 2031,
    sample: true,
  },
  {
    name: "Great Escarpment Reserve",
    organization: "Highveld Parks",
    region: "Africa",
    category: "ILUP Awards",
    edition: 2031,
    sample: true,
  },
];

afterEach(() => window.history.replaceState(null, "", "/"));

/** The section as src/components/awards/winners/award-winners.astro composes it. */
function renderWinners() {
  const panels = Object.fromEntries(
    awardRegions.map((region, index) => [
      regionPanelSlot(index),
      <RegionPanel key={region} region={region} count={winnersIn(winners, region).length}>
        {winnerGroupsIn(winners, region).map((group) => (
          <WinnerGroup key={group.category} group={group}>
            {group.winners.map((winner) => (
              <li key={winner.name}>
                {winner.detail ? (
                  <WinnerDetailCard
                    name={winner.name}
                    organization={winner.organization}
                    category={winner.category}
                    region={winner.region}
                    detail={winner.detail}
                  />
                ) : (
                  <WinnerCard winner={winner} />
                )}
              </li>
            ))}
          </WinnerGroup>
        ))}
      </RegionPanel>,
    ]),
  );
  render(
    <WinnersSection>
      <RegionTabs
        tabs={winnerRegionTabs(winners)}
        defaultSlug={awardRegionSlugs[DEFAULT_WINNERS_REGION]}
        label={winnersPageCopy.tabsLabel}
        {...panels}
      />
    </WinnersSection>,
  );
}

/** Inactive panels stay in the HTML, hidden by a class that happy-dom doesn't apply. */
function activePanel(): HTMLElement {
  const [panel] = screen.getAllByRole("tabpanel").filter((element) => element.dataset.state === "active");
  if (!panel) throw new Error("no active tab panel");
  return panel;
}

describe("WinnersSection", () => {
  it("shows five region tabs, Asia Pacific first and selected", () => {
    renderWinners();
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent?.replace(/\d+$/, ""))).toEqual([
      "Asia Pacific",
      "Europe",
      "Latin America",
      "North America",
      "Africa",
    ]);
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
  });

  it("shows the region's total and a '1 Winner' / 'N Winners' badge per category group", async () => {
    renderWinners();
    await userEvent.click(screen.getByRole("tab", { name: /Africa/ }));
    const africa = activePanel();
    expect(within(africa).getByRole("heading", { level: 3, name: "Africa" })).toBeInTheDocument();
    expect(within(africa).getByText(`${winnersIn(winners, "Africa").length} Winners`)).toBeInTheDocument();
    const group = within(africa).getByRole("heading", {
      level: 4,
      name: "Neighborhood Parks Award",
    }).parentElement!;
    expect(group).toHaveTextContent("2 Winners");
    const single = within(africa).getByRole("heading", { level: 4, name: "ILUP Awards" }).parentElement!;
    expect(single).toHaveTextContent("1 Winner");
    expect(single).not.toHaveTextContent("1 Winners");
  });

  it("makes only cards with details clickable", async () => {
    renderWinners();
    await userEvent.click(screen.getByRole("tab", { name: /North America/ }));
    const northAmerica = activePanel();
    expect(within(northAmerica).queryByRole("button", { name: /Jo Marsh/ })).not.toBeInTheDocument();
    expect(within(northAmerica).getByText("Jo Marsh")).toBeInTheDocument();
    expect(
      within(northAmerica).getByRole("button", { name: /^Prairie Commons, .+: view details$/ }),
    ).toBeInTheDocument();
  });

  it("opens a winner's details in a modal dialog and returns focus when it closes", async () => {
    renderWinners();
    const card = screen.getByRole("button", { name: /Harbour Terraces Park/ });
    expect(card).toHaveAttribute("aria-haspopup", "dialog");
    expect(card).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(card);
    // The dialog's module loads on the first click.
    const dialog = await screen.findByRole("dialog", { name: "Harbour Terraces Park" }, { timeout: 10_000 });
    expect(card).toHaveAttribute("aria-expanded", "true");
    expect(dialog).toHaveTextContent("Outstanding New Park Project Award");
    expect(dialog).toHaveTextContent("Asia Pacific");
    expect(within(dialog).getByText("Organisation")).toBeInTheDocument();
    expect(within(dialog).getByText("Coastline Parks Trust")).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: "About the Project" })).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: "Testimony" })).toBeInTheDocument();
    expect(within(dialog).getByRole("img", { name: /riverside park/ })).toBeInTheDocument();
    expect(dialog).toHaveClass("max-h-[90vh]", "overflow-y-auto");
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(card).toHaveFocus();
    await userEvent.click(card);
    await userEvent.click(screen.getByRole("button", { name: "Close details" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(card).toHaveFocus();
  });
});
