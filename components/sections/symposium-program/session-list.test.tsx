import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { defined, presentedProgramme } from "@/test/events";

import { SessionList } from "./session-list";

const day1 = defined(presentedProgramme().days[0], "programme day");

/** A session's row: the <details> whose header is named after the session. */
const row = (title: string) => screen.getByLabelText(new RegExp(title)).closest("details")!;

// Opening and closing rows is the browser's own <details> behaviour: e2e/symposium-program.spec.ts.
describe("SessionList", () => {
  it("shows time, type and title on each collapsed row", () => {
    render(<SessionList sessions={day1.sessions} label="Sessions on day 1" />);
    const header = screen.getByLabelText(/Parks as Climate Infrastructure/);
    expect(header.tagName).toBe("SUMMARY");
    expect(header).toHaveTextContent("11:00 - 11:45");
    expect(header).toHaveTextContent("Keynote");
    expect(row("Parks as Climate Infrastructure").open).toBe(false);
    expect(screen.getByRole("list", { name: "Sessions on day 1" })).toBeInTheDocument();
  });

  it("lets rows open independently (no shared name), each with its description and speakers", () => {
    const { container } = render(<SessionList sessions={day1.sessions} label="Sessions on day 1" />);
    const rows = [...container.querySelectorAll("details")];
    expect(rows).toHaveLength(day1.sessions.length);
    expect(rows.every((details) => !details.hasAttribute("name"))).toBe(true);
    const keynote = row("Parks as Climate Infrastructure");
    expect(keynote).toHaveTextContent(/Why parks belong in every city's climate plan/);
    expect(keynote).toHaveTextContent("Dr Amara Osei");
    expect(row("Ten Years of Urban Parks Practice")).toHaveTextContent("Maren Lindqvist");
  });

  it("never shows speakers for the lunch and the cocktail", () => {
    render(<SessionList sessions={day1.sessions} label="Sessions on day 1" />);
    for (const title of ["Lunch & Networking", "Cocktail for Exhibitors & Speakers"]) {
      const details = row(title);
      expect(details.querySelector("ul")).toBeNull();
      expect(details).not.toHaveTextContent("Elif Kaya");
      expect(details.querySelector("summary ~ *")).not.toHaveTextContent(/Speakers?/);
    }
  });
});
