import { useSyncExternalStore } from "react";

import type { Day } from "@/lib/as-of";

const subscribe = () => () => {};

/**
 * The day an island shows its events as of: the build's day (`built`) while it hydrates, so its
 * first render matches the HTML, then the page's own (`<html data-as-of>`), which the page script
 * has moved on to the visitor's day unless the build pinned it (lib/as-of.ts).
 */
export function useAsOfDay(built: Day): Day {
  return useSyncExternalStore(
    subscribe,
    () => {
      const shown = document.documentElement.dataset.asOf;
      return shown && shown > built ? shown : built;
    },
    () => built,
  );
}
