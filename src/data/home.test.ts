import { describe, expect, it } from "vitest";

import { loadDataset } from "@/lib/content/load";
import { fixtureAwards, fixtureStudyTour, fixtureSymposium } from "@/test/event-fixtures";
import { presented } from "@/test/events";

import {
  freeResourceCard,
  freeResources,
  homeEvents,
  homeEventsCopyOn,
  homeEventsSection,
  homeHero,
  homeStats,
  memberBenefits,
  membershipCta,
  whyJoin,
} from "./home";

describe("home content", () => {
  it("uses the spec's hero copy and sends 'Start Your Journey' to /membership", () => {
    expect(homeHero.title).toBe("Shape the Future of Urban Parks");
    expect(homeHero.lead).toBe(
      "Connect, learn and join the global community of parks, public spaces and recreation professionals.",
    );
    expect(homeHero.cta).toEqual({ label: "Start Your Journey", href: "/membership" });
  });

  it("counts 30+ Countries in 2000 ms, 1000+ Members in 2500 ms and 10 Years in 1800 ms", () => {
    expect(
      homeStats.map((stat) => [stat.value, "suffix" in stat ? stat.suffix : "", stat.label, stat.durationMs]),
    ).toEqual([
      [30, "+", "Countries", 2000],
      [1000, "+", "Members", 2500],
      [10, "", "Years", 1800],
    ]);
  });

  it("gives six reasons under 'Why Join', in the spec's order", () => {
    expect(whyJoin.title).toBe("Why Join");
    expect(whyJoin.benefits.map((benefit) => benefit.title)).toEqual([
      "Global Network",
      "Expert Learning",
      "Sustainability Focus",
      "Innovation Hub",
      "Recognition",
      "Global Impact",
    ]);
    expect(whyJoin.benefits.find((benefit) => benefit.title === "Recognition")?.description).toMatch(
      /Awards programme.*events/,
    );
  });

  it("shows a card per free resource under the 'resources' anchor, each linking somewhere real", () => {
    expect(freeResources).toMatchObject({ id: "resources", title: "Free Resources" });
    expect(freeResources.subtitle).toMatch(/free tools, guides and case studies/i);
    const cards = loadDataset("freeResources").map(freeResourceCard);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.link).toMatch(/^\//);
      expect(card.webpImage).toMatch(/\.webp$/);
      expect(card.fallbackImage).toMatch(/\.jpg$/);
    }
  });

  it("has the four member benefits with their links: external, external, #community, /webinars", () => {
    expect(memberBenefits.title).toBe("Exclusive Member Benefits");
    expect(memberBenefits.subtitle).toBe("Unlock premium resources and connect with the global community");
    expect(memberBenefits.cards.map((card) => [card.title, card.linkText])).toEqual([
      ["Content", "Explore Content"],
      ["Network", "Connect Now"],
      ["Events", "View Events"],
      ["Professional Development", "Join Training"],
    ]);
    const [content, network, events, training] = memberBenefits.cards;
    expect(content.link).toMatch(/^https:\/\//);
    expect(network.link).toMatch(/^https:\/\//);
    expect(events.link).toBe(`#${homeEventsSection(presented()).id}`);
    expect(training.link).toBe("/webinars");
  });

  it("derives the call to action's member count from the Members counter", () => {
    expect(membershipCta).toEqual({
      title: "Ready to Transform Your Career?",
      text: "Join over 1,000 professionals creating the future of urban parks",
      label: "Become a Member Today",
      href: "/membership",
    });
  });

  // Fixture editions (test/event-fixtures.ts), so that the editor's editions change nothing here.
  const ahead = {
    awards: fixtureAwards({
      start: "2032-11-20",
      end: "2032-11-20",
      opens: "2032-03-01",
      closes: "2032-06-30",
    }),
    symposium: fixtureSymposium({ start: "2032-10-08", end: "2032-10-10" }),
    studyTour: fixtureStudyTour({ start: "2032-12-03", end: "2032-12-04" }),
  };

  it("lists the three home events as the spec describes them", () => {
    expect(homeEventsSection(ahead).id).toBe("community");
    const cards = homeEvents(ahead, { hasProgramme: true });
    expect(
      cards.map((event) => [event.title, event.badge, event.badgeColor, event.year, event.linkText]),
    ).toEqual([
      ["Awards 2032", "Open", "open", "Applications", "Apply Now"],
      ["Symposium 2032", "Upcoming", "upcoming", "2032", "Learn More"],
      ["Study Tour 2032", "Registration", "registration", "Dec 3-4", "Coming Soon"],
    ]);
    const [awards, symposium, studyTour] = cards;
    expect(awards?.link).toMatch(/^https:\/\//);
    expect(symposium?.link).toBe("/symposium");
    expect(symposium?.facts.map((fact) => fact.text)).toContain(ahead.symposium.city);
    expect(symposium?.linkLabel).toBe(`Learn More about the 2032 Symposium in ${ahead.symposium.city}`);
    expect(studyTour?.disabled).toBe(true);
    expect(studyTour?.facts.map((fact) => fact.text)).toContain(
      `Limited to ${ahead.studyTour.capacity} participants`,
    );
    expect(cards.filter((event) => event.disabled)).toHaveLength(1);
  });

  it("leads the symposium's later card to its page while it has no programme", () => {
    const [, symposium] = homeEvents(ahead, { hasProgramme: false });
    expect(symposium?.later.map((state) => state.link)).toEqual(["/symposium", "/symposium"]);
  });

  it("says what each card becomes once its event is on or over, from the event's own days", () => {
    expect(
      homeEvents(ahead, { hasProgramme: true }).map((card) =>
        card.later.map((state) => [state.badge, state.year]),
      ),
    ).toEqual([
      [
        ["Coming Up", "Winners announced November 2032"],
        ["Awarded", "Winners 2032"],
      ],
      [
        ["On Now", "8–10 October 2032"],
        ["Held", "8–10 October 2032"],
      ],
      [
        ["On Now", "3–4 December 2032"],
        ["Held", "3–4 December 2032"],
      ],
    ]);
  });
});

describe("the events section's heading and line follow the calendar", () => {
  const events = {
    awards: fixtureAwards({
      start: "2031-11-20",
      end: "2031-11-20",
      opens: "2031-03-01",
      closes: "2031-06-30",
    }),
    symposium: fixtureSymposium({ start: "2031-10-08", end: "2031-10-10" }),
    studyTour: fixtureStudyTour({ start: "2031-12-03", end: "2031-12-04" }),
  };
  const { symposium, studyTour } = events;

  it("invites to apply, join and explore while everything is ahead and applications are open", () => {
    expect(homeEventsCopyOn(events, "2031-04-01")).toEqual({
      title: "Join Our Global Events",
      subtitle: `Meet the global parks community in person: apply for the 2031 awards, join us in ${symposium.city} and explore the parks of ${studyTour.city}.`,
    });
  });

  it("no longer asks to apply once applications close, nor to join a symposium that is over", () => {
    expect(homeEventsCopyOn(events, "2031-07-01").subtitle).toContain("follow the 2031 awards, join us");
    expect(homeEventsCopyOn(events, "2031-11-01").subtitle).toBe(
      `Meet the global parks community in person: follow the 2031 awards and explore the parks of ${studyTour.city}.`,
    );
  });

  it("says the next dates are not announced once every event is over", () => {
    const after = homeEventsCopyOn(events, "2031-12-05");
    expect(after.title).toBe("Our Global Events");
    expect(after.subtitle).toMatch(/not announced yet/);
    expect(after.subtitle).not.toMatch(/join us|apply|explore/);
  });

  it("carries each wording with the days it holds, so a browser later than the build shows the true one", () => {
    const section = homeEventsSection(events);
    expect(section.titles.map((title) => title.value)).toEqual([
      "Join Our Global Events",
      "Our Global Events",
    ]);
    expect(section.titles.at(-1)?.spans).toEqual([{ from: "2031-12-05" }]);
    const applying = section.subtitles.find((subtitle) => subtitle.value.includes("apply for"));
    expect(applying?.spans).toEqual([{ from: "2031-03-01", until: "2031-07-01" }]);
  });
});
