"use client";

import { X } from "lucide-react";
import { useSyncExternalStore } from "react";

import { dismissToast, getServerToasts, getToasts, subscribeToToasts } from "@/lib/toast";
import { cx } from "@/lib/utils";

/**
 * Where toasts appear: bottom of the screen on phones, bottom-right and at most 420 px wide on
 * wide screens. The region is always present so screen readers announce new toasts politely.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getServerToasts);

  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 sm:items-end"
    >
      {toasts.map((item) => (
        <div
          key={item.id}
          className={cx(
            "pointer-events-auto flex w-full items-start gap-3 rounded-2xl border p-4 shadow-card sm:max-w-[420px]",
            "motion-safe:animate-pop-in",
            item.tone === "error" ? "border-danger/30 bg-danger-soft" : "border-line bg-surface",
          )}
        >
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-ink">{item.title}</p>
            {item.description && <p className="mt-1 text-sm text-muted">{item.description}</p>}
          </div>
          <button
            type="button"
            onClick={() => dismissToast(item.id)}
            className="-m-1 rounded-full p-1 text-muted hover:bg-surface-muted hover:text-ink"
          >
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">Dismiss notification</span>
          </button>
        </div>
      ))}
    </div>
  );
}
