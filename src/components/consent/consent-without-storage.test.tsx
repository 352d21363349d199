import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it, vi } from "vitest";

import { ANALYTICS_SCRIPT_PATH } from "@/lib/consent/analytics";

import { AnalyticsChoice } from "./analytics-choice.island";
import { ConsentBanner } from "./consent-banner.island";

/*
 * Its own file: without storage, an answer lives in the page's module (the store), as it would in a
 * browser until the next page, and must not leak into the other tests.
 */
const analyticsScripts = () => document.head.querySelectorAll(`script[src="${ANALYTICS_SCRIPT_PATH}"]`);

afterEach(() => analyticsScripts().forEach((script) => script.remove()));

it("without storage, asks, loads analytics only once accepted and says the choice holds for this page", async () => {
  vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
    throw new DOMException("Storage is disabled", "SecurityError");
  });
  render(
    <>
      <ConsentBanner measurementId="G-TEST123" privacyHref="/privacy" />
      <AnalyticsChoice />
    </>,
  );
  expect(screen.getByRole("region", { name: "May we count your visit?" })).toBeInTheDocument();
  expect(analyticsScripts()).toHaveLength(0);

  await userEvent.click(screen.getByRole("radio", { name: "Allow analytics" }));
  expect(screen.queryByRole("region", { name: "May we count your visit?" })).not.toBeInTheDocument();
  expect(analyticsScripts()).toHaveLength(1);
  expect(screen.getByRole("status")).toHaveTextContent(/applies to this page only/);
});
