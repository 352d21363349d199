import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { preconnect } from "react-dom";

import { WP_API_BASE } from "@/lib/env";
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
 * All islands use the same client, so the blog page's two islands make one request. The page's
 * HTML asks the browser to open the connection to the blog early (the requests carry credentials).
 */
export function FeedProvider({ children }: { children: ReactNode }) {
  preconnect(new URL(WP_API_BASE).origin, { crossOrigin: "use-credentials" });
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
