import { useSyncExternalStore, type ReactNode } from "react";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/src/components/ui/tabs";

export type RegionTab = { slug: string; label: string; count: number };

type RegionTabsProps = {
  tabs: readonly RegionTab[];
  defaultSlug: string;
  /** Accessible name of the tab list. */
  label: string;
  /** Each tab's panel, pre-rendered, in the slot named `regionPanelSlot(index)`. */
  [panel: `panel${number}`]: ReactNode;
};

/** The name of the slot that holds the panel of the tab at `index` ("panel0"). */
export const regionPanelSlot = (index: number) => `panel${index}` as const;

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
 * Region tabs of the winners page (docs/product.md §2, §4): an accessible tab list (arrow keys move between
 * tabs) whose selection lives in the URL hash, so a region can be shared and bookmarked. The
 * pre-rendered HTML shows the default region. The panels are HTML the page passes in, so only the
 * tabs need script.
 */
export function RegionTabs({ tabs, defaultSlug, label, ...panels }: RegionTabsProps) {
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
      {tabs.map((tab, index) => (
        <TabsContent key={tab.slug} value={tab.slug}>
          {panels[regionPanelSlot(index)]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
