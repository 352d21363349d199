import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { SPEAKERLESS_SESSION_TITLES } from "@/src/data/symposium-program";
import type { Session, Speaker } from "@/content/types";

import { SessionList } from "./session-list";

/** Sessions the test writes itself: the programme's sessions and speakers are the editor's. */
const speaker = (name: string, title?: string): Speaker => ({
  name,
  ...(title ? { title } : {}),
  position: "Parks planner",
  company: "Fernvale City Council",
  sample: true,
});
const [cocktail = "", lunch = ""] = SPEAKERLESS_SESSION_TITLES;
const sessions: readonly Session[] = [
  {
    time: "11:00 - 11:45",
    type: "Keynote",
    title: "Shade Before Asphalt",
    description: "How a city plants its way out of a heatwave.",
    speakers: [speaker("Ruth Kamau", "Dr")],
  },
  {
    time: "12:00 - 12:45",
    type: "Panel",
    title: "Parks After Dark",
    description: "Lighting, staffing and programming parks at night.",
    speakers: [speaker("Tomas Virtanen"), speaker("Lena Park")],
  },
  {
    time: "13:00 - 14:00",
    type: "Networking",
    title: lunch,
    description: "Lunch with the exhibitors.",
    speakers: [speaker("Ruth Kamau")],
  },
  {
    time: "18:00 - 19:00",
    type: "Networking",
    title: cocktail,
    description: "Drinks with the exhibitors and speakers.",
    speakers: [speaker("Tomas Virtanen")],
  },
];

/** A session's row: the <details> whose header is named after the session. */
const row = (title: string) => screen.getByLabelText(new RegExp(title)).closest("details")!;

// Opening and closing rows is the browser's own <details> behaviour: e2e/symposium-program.spec.ts.
describe("SessionList", () => {
  it("shows time, type and title on each collapsed row", () => {
    render(<SessionList sessions={sessions} label="Sessions on day 1" />);
    const header = screen.getByLabelText(/Shade Before Asphalt/);
    expect(header.tagName).toBe("SUMMARY");
    expect(header).toHaveTextContent("11:00 - 11:45");
    expect(header).toHaveTextContent("Keynote");
    expect(row("Shade Before Asphalt").open).toBe(false);
    expect(screen.getByRole("list", { name: "Sessions on day 1" })).toBeInTheDocument();
  });

  it("lets rows open independently (no shared name), each with its description and speakers", () => {
    const { container } = render(<SessionList sessions={sessions} label="Sessions on day 1" />);
    const rows = [...container.querySelectorAll("details")];
    expect(rows).toHaveLength(sessions.length);
    expect(rows.every((details) => !details.hasAttribute("name"))).toBe(true);
    const keynote = row("Shade Before Asphalt");
    expect(keynote).toHaveTextContent("How a city plants its way out of a heatwave.");
    expect(keynote).toHaveTextContent("Dr Ruth Kamau");
    expect(keynote).toHaveTextContent("Parks planner, Fernvale City Council");
    expect(row("Parks After Dark")).toHaveTextContent("Tomas Virtanen");
    expect(row("Parks After Dark")).toHaveTextContent("Lena Park");
  });

  it("never shows speakers for the lunch and the cocktail, even when the file names some", () => {
    render(<SessionList sessions={sessions} label="Sessions on day 1" />);
    for (const title of [lunch, cocktail]) {
      const details = row(title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
      expect(details.querySelector("ul")).toBeNull();
      expect(details).not.toHaveTextContent(/Ruth Kamau|Tomas Virtanen/);
      expect(details.querySelector("summary ~ *")).not.toHaveTextContent(/Speakers?/);
    }
  });
});
