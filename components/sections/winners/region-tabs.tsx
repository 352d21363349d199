"use client";

import type { ReactNode } from "react";
import { useSyncExternalStore } from "react";

import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";

export type RegionTab = { slug: string; label: string; count: number };

type RegionTabsProps = {
  tabs: readonly RegionTab[];
  defaultSlug: string;
  /** Accessible name of the tab list. */
  label: string;
  /** The panels (`TabsContent` with the tab's slug as value), rendered on the server. */
  children: ReactNode;
};

/** The selected tab named by the address's hash, or the default when the hash names none. */
export function selectedSlug(hash: string, tabs: readonly RegionTab[], defaultSlug: string): string {
  const slug = decodeURIComponent(hash.replace(/^#/, ""));
  return tabs.some((tab) => tab.slug === slug) ? slug : defaultSlug;
}

const hashListeners = new Set<() => void>();

function subscribeToHash(onChange: () => void) {
  hashListeners.add(onChange);
  window.addEventListener("hashchange", onChange);
  return () => {
    hashListeners.delete(onChange);
    window.removeEventListener("hashchange", onChange);
  };
}

const readHash = () => window.location.hash;
const serverHash = () => "";

function writeHash(slug: string) {
  window.history.replaceState(window.history.state, "", `#${slug}`);
  hashListeners.forEach((listener) => listener());
}

/**
 * Region tabs of the winners page (SPEC §2, §4): an accessible tab list (arrow keys move between
 * tabs) whose selection lives in the URL hash, so a region can be shared and bookmarked. The
 * pre-rendered HTML shows the default region.
 */
export function RegionTabs({ tabs, defaultSlug, label, children }: RegionTabsProps) {
  const hash = useSyncExternalStore(subscribeToHash, readHash, serverHash);
  const value = selectedSlug(hash, tabs, defaultSlug);

  return (
    <Tabs value={value} onValueChange={writeHash}>
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.slug} value={tab.slug} className="group">
            {tab.label}
            <span
              aria-hidden="true"
              className="rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-900 group-data-[state=active]:bg-brand-700 group-data-[state=active]:text-white"
            >
              {tab.count}
            </span>
          </TabsTrigger>
        ))}
      </TabsList>
      {children}
    </Tabs>
  );
}
