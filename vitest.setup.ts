import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

import { installImageFallback } from "./lib/browser/image-fallback";
import {
  installImageStub,
  installIntersectionObserverStub,
  installMatchMediaStub,
} from "./test/browser-stubs";

// Browser stubs for component tests; node-environment tests (servers, scripts) have no window.
if (typeof window !== "undefined") {
  installIntersectionObserverStub();
  installMatchMediaStub();
  installImageStub();
  // What every page's script does (src/components/layout/page-scripts.astro): image fallbacks by markup.
  installImageFallback();
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
