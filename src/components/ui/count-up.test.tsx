import { render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { COUNTER_TICK_MS, COUNTER_VISIBILITY_THRESHOLD } from "@/lib/constants";

import { CountUp } from "./count-up";

describe("CountUp", () => {
  it("pre-renders the final value, so search engines and no-JS visitors see it", () => {
    const { container } = render(<CountUp value={1000} durationMs={2500} suffix="+" />);
    expect(container.querySelector("[data-count-up-final]")).toHaveTextContent("1000+");
  });

  it("pre-renders the digits that count at 0, in the same box, so a scripted page starts at 0", () => {
    const { container } = render(<CountUp value={1000} durationMs={2500} suffix="+" />);
    const digits = container.querySelector("[data-count-up-digits]");
    expect(digits).toHaveTextContent("0+");
    expect(digits).toHaveClass("[grid-area:1/1]");
    expect(container.querySelector("[data-count-up-final]")).toHaveClass("[grid-area:1/1]");
  });

  it("always exposes the final value, and only it, to assistive technology", () => {
    const { container } = render(<CountUp value={30} durationMs={2000} suffix="+" />);
    expect(screen.getByText("30+", { selector: ".sr-only" })).toBeInTheDocument();
    expect(container.querySelector("[data-count-up-digits]")).toHaveAttribute("aria-hidden", "true");
    expect(container.querySelector("[data-count-up-final]")).toHaveAttribute("aria-hidden", "true");
  });

  it("carries what the page script needs: target, duration, the spec's tick and visibility threshold", () => {
    const html = renderToStaticMarkup(<CountUp value={10} durationMs={1800} prefix="+" />);
    expect(html).toContain('data-count-to="10"');
    expect(html).toContain('data-count-duration="1800"');
    expect(html).toContain(`data-count-tick="${COUNTER_TICK_MS}"`);
    expect(html).toContain(`data-count-threshold="${COUNTER_VISIBILITY_THRESHOLD}"`);
    expect(html).toContain('data-count-prefix="+"');
    expect(html).not.toContain("data-count-suffix");
  });

  it("is plain markup: no island, no client code", () => {
    const html = renderToStaticMarkup(<CountUp value={10} durationMs={1800} />);
    expect(html).not.toContain("astro-island");
    expect(html).toContain('data-count-up="idle"');
  });
});
