import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

import {
  installImageStub,
  installIntersectionObserverStub,
  installMatchMediaStub,
} from "./test/browser-stubs";

installIntersectionObserverStub();
installMatchMediaStub();
installImageStub();

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
