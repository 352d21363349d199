import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";

import { createQueryClient } from "@/lib/feed/queries";

let browserQueryClient: QueryClient | undefined;

/** One client per browser tab, so islands on a page (and later pages) share cached feeds. */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}

/**
 * Wraps each feed island (not the whole app): pages without feeds load no query library at all.
 * All islands use the same client, so the blog page's two islands make one request. (The page's
 * <head> opens the connection to the blog early: base-layout.astro's `feedCalls`.)
 */
export function FeedProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
