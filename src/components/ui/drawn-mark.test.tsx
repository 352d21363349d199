import { render } from "@testing-library/react";

import { DrawnAvatar, TONES, toneOf } from "./drawn-mark";

const groundOf = (container: HTMLElement) => container.querySelector("rect")?.getAttribute("fill");

describe("DrawnAvatar", () => {
  it("draws a motif on its group's ground with the initials, hidden from assistive technology", () => {
    const { container } = render(<DrawnAvatar name="Ana María Ruiz" group="Europe" />);
    const svg = container.querySelector("svg")!;
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg.querySelectorAll("path, circle").length).toBeGreaterThan(0);
    expect(svg).toHaveTextContent("AR");
    expect(groundOf(container)).toBe(toneOf("Europe").ground);
  });

  it("gives one group one colour, and a region's place in its list a colour of its own", () => {
    const first = render(<DrawnAvatar name="Tim Geyer" group="Finance" />).container;
    const second = render(<DrawnAvatar name="Jayne Miller" group="Finance" />).container;
    expect(groundOf(first)).toBe(groundOf(second));
    const regions = new Set([0, 1, 2, 3, 4].map((index) => toneOf(index).ground));
    expect(regions.size).toBe(5);
  });

  it("draws different motifs for different names", () => {
    const names = [
      "Amara Osei",
      "Kenji Arata",
      "Selin Aydemir",
      "Lucas Ferrand",
      "Naledi Mokoena",
      "Tim Geyer",
    ];
    const drawings = new Set(
      names.map((name) =>
        render(<DrawnAvatar name={name} group={0} />)
          .container.querySelector("svg")!
          .innerHTML.replace(/<text.*<\/text>/, ""),
      ),
    );
    expect(drawings.size).toBeGreaterThan(2);
  });

  it("keeps every ground dark enough for white initials", () => {
    for (const { ground } of TONES)
      expect(Number(/oklch\(([\d.]+)/.exec(ground)![1])).toBeLessThanOrEqual(0.45);
  });
});
