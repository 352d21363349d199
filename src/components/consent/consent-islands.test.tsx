import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ANALYTICS_SCRIPT_PATH } from "@/lib/consent/analytics";
import { CONSENT_STORAGE_KEY } from "@/lib/consent/choice";

import { AnalyticsChoice } from "./analytics-choice.island";
import { ConsentBanner } from "./consent-banner.island";

const ID = "G-TEST123";
const analyticsScripts = () => document.head.querySelectorAll(`script[src="${ANALYTICS_SCRIPT_PATH}"]`);
const banner = () => screen.queryByRole("region", { name: "May we count your visit?" });

function renderPage({ withChoice = false } = {}) {
  return render(
    <>
      <ConsentBanner measurementId={ID} privacyHref="/privacy" />
      <main id="main-content" tabIndex={-1}>
        {withChoice && <AnalyticsChoice />}
      </main>
    </>,
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  analyticsScripts().forEach((script) => script.remove());
  vi.restoreAllMocks();
});

describe("ConsentBanner", () => {
  it("asks in a labelled region with two equal buttons and a link to the notice, without taking focus", () => {
    renderPage();
    const region = banner();
    expect(region).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Accept analytics" }).className).toBe(
      screen.getByRole("button", { name: "Decline" }).className,
    );
    expect(screen.getByRole("link", { name: "Privacy notice" })).toHaveAttribute("href", "/privacy");
    expect(document.activeElement).toBe(document.body);
    expect(analyticsScripts()).toHaveLength(0);
  });

  it("on Accept, remembers the answer, closes and loads analytics at once", async () => {
    renderPage();
    await userEvent.click(screen.getByRole("button", { name: "Accept analytics" }));
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("granted");
    expect(banner()).not.toBeInTheDocument();
    expect(analyticsScripts()).toHaveLength(1);
    expect(analyticsScripts()[0]).toHaveAttribute("data-measurement-id", ID);
  });

  it("on Decline, remembers the answer, closes and loads nothing", async () => {
    renderPage();
    await userEvent.click(screen.getByRole("button", { name: "Decline" }));
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("denied");
    expect(banner()).not.toBeInTheDocument();
    expect(analyticsScripts()).toHaveLength(0);
  });

  it("answered with the keyboard, leaves focus in the page rather than on nothing", async () => {
    renderPage();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Accept analytics" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(document.getElementById("main-content")).toHaveFocus();
  });

  it("on later pages, stays closed and loads analytics when accepted, nothing when declined", () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, "granted");
    const { unmount } = renderPage();
    expect(banner()).not.toBeInTheDocument();
    expect(analyticsScripts()).toHaveLength(1);
    unmount();
    analyticsScripts().forEach((script) => script.remove());

    window.localStorage.setItem(CONSENT_STORAGE_KEY, "denied");
    renderPage();
    expect(banner()).not.toBeInTheDocument();
    expect(analyticsScripts()).toHaveLength(0);
  });
});

describe("AnalyticsChoice", () => {
  it("shows that nothing is chosen yet, then saves a choice and closes the banner", async () => {
    renderPage({ withChoice: true });
    expect(screen.getByRole("group", { name: "Google Analytics on this site" })).toHaveAccessibleDescription(
      "You haven't chosen yet, so analytics is off.",
    );
    expect(screen.getByRole("radio", { name: "Allow analytics" })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: "Don't allow analytics" })).not.toBeChecked();

    await userEvent.click(screen.getByRole("radio", { name: "Allow analytics" }));
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("granted");
    expect(screen.getByRole("status")).toHaveTextContent("Your choice is saved in this browser.");
    expect(banner()).not.toBeInTheDocument();
    expect(analyticsScripts()).toHaveLength(1);
  });

  it("withdraws consent: analytics stops on this page and the answer reads declined", async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, "granted");
    const gtag = vi.fn();
    window.gtag = gtag;
    renderPage({ withChoice: true });
    expect(screen.getByRole("radio", { name: "Allow analytics" })).toBeChecked();

    await userEvent.click(screen.getByRole("radio", { name: "Don't allow analytics" }));
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("denied");
    expect(screen.getByText("Analytics is off: you declined it.")).toBeInTheDocument();
    expect(gtag).toHaveBeenCalledWith("consent", "update", { analytics_storage: "denied" });
    expect(Reflect.get(window, `ga-disable-${ID}`)).toBe(true);
    delete window.gtag;
  });

  it("follows an answer given in another tab", () => {
    renderPage({ withChoice: true });
    act(() => {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, "denied");
      window.dispatchEvent(new StorageEvent("storage", { key: CONSENT_STORAGE_KEY }));
    });
    expect(screen.getByRole("radio", { name: "Don't allow analytics" })).toBeChecked();
    expect(banner()).not.toBeInTheDocument();
  });
});
