import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { resourcesIntro } from "@/src/data/parks-week";
import { loadDataset } from "@/lib/content/load";

import { ResourcesSection } from "./resources-section";

describe("ResourcesSection", () => {
  it("shows three resources, each disabled and marked Coming Soon, with no links", () => {
    render(
      <ResourcesSection id="resources" intro={resourcesIntro} resources={loadDataset("parksWeekToolkit")} />,
    );
    const section = screen.getByRole("region", { name: resourcesIntro.title });
    expect(within(section).queryAllByRole("link")).toHaveLength(0);
    for (const title of ["Event planning guide", "Branding materials", "Social media kit"]) {
      const button = within(section).getByRole("button", { name: new RegExp(`^Coming Soon\\W+${title}$`) });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute("aria-disabled", "true");
    }
  });
});
