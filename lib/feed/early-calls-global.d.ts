import type { EarlyEntry } from "@/lib/feed/early-calls";

declare global {
  interface Window {
    /**
     * A feed page's early calls by path: written by lib/feed/early-calls-script.ts (the script in
     * the page), taken by lib/feed/early-calls.ts (the feed islands). One typed name for both, with
     * no module shared between the two bundles.
     */
    __wupEarlyFeedAnswers?: Map<string, EarlyEntry>;
  }
}

export {};
