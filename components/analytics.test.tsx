import { render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { Analytics } from "./analytics";

afterEach(() =>
  document.head.querySelectorAll('script[src="/analytics.js"]').forEach((node) => node.remove()),
);

describe("Analytics", () => {
  it("adds the gtag bootstrap with the measurement id once the page is idle, and renders nothing", async () => {
    const { container } = render(<Analytics measurementId="G-TEST123" />);
    expect(container).toBeEmptyDOMElement();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const script = document.head.querySelector<HTMLScriptElement>('script[src="/analytics.js"]');
    expect(script?.dataset.measurementId).toBe("G-TEST123");
    expect(script?.async).toBe(true);
  });
});
