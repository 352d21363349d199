import { fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";

import { FeaturedSection } from "@/src/components/resources/digital-library/featured-section";
import { RecentSection } from "@/src/components/resources/digital-library/recent-section";
import { SearchSection } from "@/src/components/resources/digital-library/search-section";
import { digitalLibrary, type LibraryItem } from "@/src/data/digital-library";

import { foldText, installLibrarySearch, matchesQuery } from "./library-search";

/** Items the test writes itself: the editor may change every item in content/library/. */
const item = (title: string, type: LibraryItem["type"], section: LibraryItem["section"]): LibraryItem => ({
  title,
  type,
  section,
  description: `${title}: what a parks team needs to know.`,
  meta: "12 pages",
  sample: true,
});
const featured = [
  item("Designing Parks for Heat", "Guide", "featured"),
  item("Parc Blandán Revisited", "Case study", "featured"),
];
const recent = [item("Counting Park Visitors", "Report", "recent"), item("Heat Walks", "Video", "recent")];

function renderPage() {
  const { container } = render(
    <>
      <SearchSection copy={digitalLibrary.search} types={["Guide", "Case study", "Report", "Video"]} />
      <FeaturedSection title="Featured Resources" subtitle="Picked for you" items={featured} />
      <RecentSection title="Recently Added" items={recent} />
    </>,
  );
  installLibrarySearch(container);
  return container;
}

const shownTitles = () =>
  screen
    .queryAllByRole("listitem")
    .filter((element) => !element.closest("[hidden]"))
    .map((element) => within(element).getByRole("heading").textContent);

function search(words: string) {
  fireEvent.change(screen.getByRole("searchbox", { name: digitalLibrary.search.fieldLabel }), {
    target: { value: words },
  });
  fireEvent.submit(screen.getByRole("search", { name: digitalLibrary.search.label }));
}

beforeEach(() => {
  document.body.innerHTML = "";
});

describe("the library's search", () => {
  it("folds case and accents, and needs every word", () => {
    expect(foldText("Parc Blandán")).toBe("parc blandan");
    expect(matchesQuery("Parc Blandán Revisited", "blandan parc")).toBe(true);
    expect(matchesQuery("Parc Blandán Revisited", "blandan heat")).toBe(false);
    expect(matchesQuery("anything", "   ")).toBe(true);
  });

  it("narrows the listed items to those holding every word typed, and says how many match", () => {
    renderPage();
    expect(shownTitles()).toHaveLength(4);
    search("heat");
    expect(shownTitles()).toEqual(["Designing Parks for Heat", "Heat Walks"]);
    expect(screen.getByRole("status")).toHaveTextContent("2 of 4 resources on this page match.");

    search("blandan");
    expect(shownTitles()).toEqual(["Parc Blandán Revisited"]);
    // The recent section, with no match left, is hidden with its heading.
    expect(
      screen.getByRole("heading", { name: "Recently Added", hidden: true }).closest("section"),
    ).toHaveAttribute("hidden");

    search("skate");
    expect(shownTitles()).toEqual([]);
    expect(screen.getByRole("status")).toHaveTextContent(digitalLibrary.search.none);

    search("");
    expect(shownTitles()).toHaveLength(4);
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("opens its filters from the Filters button and narrows to the types ticked", () => {
    renderPage();
    const filters = screen.getByRole("button", { name: digitalLibrary.search.filtersLabel });
    expect(filters).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("group", { name: digitalLibrary.search.filtersLegend })).toBeNull();
    fireEvent.click(filters);
    expect(filters).toHaveAttribute("aria-expanded", "true");
    const group = screen.getByRole("group", { name: digitalLibrary.search.filtersLegend });

    fireEvent.click(within(group).getByRole("checkbox", { name: "Report" }));
    expect(shownTitles()).toEqual(["Counting Park Visitors"]);
    fireEvent.click(within(group).getByRole("checkbox", { name: "Video" }));
    expect(shownTitles()).toEqual(["Counting Park Visitors", "Heat Walks"]);
    search("walks");
    expect(shownTitles()).toEqual(["Heat Walks"]);
    expect(screen.getByRole("status")).toHaveTextContent("1 of 4 resources on this page match.");
  });
});
