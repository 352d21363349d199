import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";

import { NEXT_PLACES_KEY, nextPlace } from "@/cms/next-place";
import config from "@/keystatic.config";

import {
  BANNER_ID,
  bannerScript,
  formLabel,
  installContentBanner,
  screenPaths,
  screenScript,
  VERDICT_EVENT,
  VERDICT_REQUEST_EVENT,
} from "./screen-script";

describe("the editing screen's own script", () => {
  it("knows each collection's folder and each singleton's file from the Keystatic config", () => {
    const paths = screenPaths(config);
    expect(paths.collections.board).toBe("content/board/");
    expect(paths.collections.symposia).toBe("content/events/symposium/");
    expect(paths.singletons.contacts).toBe("content/contacts/contacts");
  });

  it("is one self-contained call that cannot end its inline <script> early", () => {
    const script = screenScript({
      collections: { x: "content/x</script><script>alert(1)//" },
      singletons: {},
    });
    expect(script).not.toMatch(/<\/script/i);
    expect(script).toMatch(/^\(function installScreenGuards\(/);
    expect(() => new Function(script)).not.toThrow();
  });
});

/** Vite's channel as the banner sees it: the test sends the server's messages by hand. */
function fakeChannel() {
  const listeners = new Map<string, (data: unknown) => void>();
  const sent: string[] = [];
  return {
    sent,
    channel: {
      on: (event: string, listener: (data: unknown) => void) => listeners.set(event, listener),
      send: (event: string) => sent.push(event),
    },
    receive: (event: string, data: unknown) => listeners.get(event)?.(data),
  };
}

const awardsProblem = {
  file: "content/events/fixture-awards.yaml",
  field: "applications → closes",
  label: "",
  message: "must be on or after opens (2030-03-03), got '2030-02-28'",
};
const clash = {
  file: "content/board/fixture-member.yaml",
  field: "order",
  label: "Place on the page",
  message: "3 is already used by content/board/another-member.yaml; give each entry its own number",
};

describe("a problem's field on the form", () => {
  it("is named by the form's labels, from the Keystatic config", () => {
    const { board, awards } = config.collections;
    const folders = screenPaths(config).collections;
    expect(formLabel(config, `${folders.board}fixture-member.yaml`, ["order"])).toBe(
      board.schema.order.label,
    );
    expect(formLabel(config, `${folders.awards}fixture.yaml`, ["applications", "closes"])).toBe(
      `${awards.schema.applications.label} → ${awards.schema.applications.fields.closes.label}`,
    );
    expect(formLabel(config, "content/nowhere/fixture.yaml", ["order"])).toBe("");
  });
});

describe("the content check's banner", () => {
  beforeEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = "<main>A page</main>";
    delete document.documentElement.dataset.contentBanner;
  });

  it("asks for the last verdict, then shows every problem with its file, field and fix until the content is valid", () => {
    window.history.replaceState(null, "", "/board-of-directors");
    const hot = fakeChannel();
    void installContentBanner(hot.channel, VERDICT_EVENT, VERDICT_REQUEST_EVENT, BANNER_ID, NEXT_PLACES_KEY);
    expect(hot.sent).toEqual([VERDICT_REQUEST_EVENT]);

    hot.receive(VERDICT_EVENT, { problems: [awardsProblem, clash], nextPlaces: {} });
    const banner = screen.getByRole("status");
    expect(banner).toHaveTextContent("The content check found 2 problems");
    const items = within(banner).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      `${awardsProblem.file}: ${awardsProblem.field} ${awardsProblem.message}`,
      `${clash.file}: ${clash.field} (${clash.label}) ${clash.message}`,
    ]);
    // On the preview it leads the page.
    expect(document.body.firstElementChild).toBe(banner);

    hot.receive(VERDICT_EVENT, { problems: [], nextPlaces: {} });
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("is an alert on the editing screen, docked beside the form, and keeps the next free places for new entries", () => {
    window.history.replaceState(null, "", "/keystatic/collection/board/create");
    const hot = fakeChannel();
    void installContentBanner(hot.channel, VERDICT_EVENT, VERDICT_REQUEST_EVENT, BANNER_ID, NEXT_PLACES_KEY);
    hot.receive(VERDICT_EVENT, { problems: [clash], nextPlaces: { board: 26 } });

    expect(screen.getByRole("alert")).toHaveTextContent(
      `${clash.file}: ${clash.field} (${clash.label}) ${clash.message}`,
    );
    expect(document.getElementById(`${BANNER_ID}-style`)?.textContent).toContain("position:fixed");
    expect(nextPlace()).toBe(26);
  });

  it("says once, above the list, the three ways out of a field copied from an earlier edition, which keeps the edition off the site without stopping the build", () => {
    window.history.replaceState(null, "", "/keystatic/collection/symposia/item/fixture-2031");
    const hot = fakeChannel();
    void installContentBanner(hot.channel, VERDICT_EVENT, VERDICT_REQUEST_EVENT, BANNER_ID, NEXT_PLACES_KEY);
    const copied = (field: string) => ({
      file: "content/events/symposium/fixture-2031.yaml",
      field,
      label: "",
      message: `is copied from content/events/symposium/fixture-2030.yaml: rewrite it for this edition, clear it, or add “${field}” to Copied on purpose (keptFromEarlier) if it stays the same on purpose`,
      copiedFrom: "content/events/symposium/fixture-2030.yaml",
    });
    hot.receive(VERDICT_EVENT, { problems: [copied("lead"), copied("summary"), clash], nextPlaces: {} });

    const banner = screen.getByRole("alert");
    expect(banner).toHaveTextContent("2 fields still hold the words of an earlier edition");
    for (const way of ["rewrite it for this edition", "clear it", "“Copied on purpose”"])
      expect(banner).toHaveTextContent(way);
    expect(within(banner).getAllByRole("listitem")).toHaveLength(3);
    // Only the clash stops the build; the copied fields keep their edition waiting.
    expect(banner).toHaveTextContent("The content check found 1 problem");
    expect(banner).toHaveTextContent("leave the new edition out");

    hot.receive(VERDICT_EVENT, { problems: [copied("lead")], nextPlaces: {} });
    const waiting = screen.getByRole("alert");
    expect(waiting).toHaveTextContent("1 edition is not on the site yet");
    expect(waiting).not.toHaveTextContent("a build refuses");

    hot.receive(VERDICT_EVENT, { problems: [clash], nextPlaces: {} });
    expect(screen.getByRole("alert")).not.toHaveTextContent("earlier edition");
  });

  it("lets the page go on once the first verdict is in", async () => {
    const hot = fakeChannel();
    const installed = installContentBanner(
      hot.channel,
      VERDICT_EVENT,
      VERDICT_REQUEST_EVENT,
      BANNER_ID,
      NEXT_PLACES_KEY,
    );
    hot.receive(VERDICT_EVENT, { problems: [], nextPlaces: { board: 26 } });
    await expect(installed).resolves.toBeUndefined();
  });

  it("is installed once, though a page with islands loads it twice", () => {
    const first = fakeChannel();
    const second = fakeChannel();
    void installContentBanner(
      first.channel,
      VERDICT_EVENT,
      VERDICT_REQUEST_EVENT,
      BANNER_ID,
      NEXT_PLACES_KEY,
    );
    void installContentBanner(
      second.channel,
      VERDICT_EVENT,
      VERDICT_REQUEST_EVENT,
      BANNER_ID,
      NEXT_PLACES_KEY,
    );
    expect(second.sent).toEqual([]);
  });

  it("is served as one module call with the page's channel to the server", () => {
    expect(bannerScript()).toMatch(/^await \(function installContentBanner\(/);
    expect(bannerScript()).toContain("(import.meta.hot, ");
  });
});
