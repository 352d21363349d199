import type { SessionType } from "@/content/types";
import { cx } from "@/lib/utils";

/** One colour per session type (docs/product.md §3); every pair meets WCAG AA for small text. */
const SESSION_TYPE_STYLES: Record<SessionType, string> = {
  Opening: "bg-brand-700 text-white",
  Keynote: "bg-accent-200 text-accent-900",
  Panel: "bg-sky-100 text-sky-900",
  "Speed session": "bg-violet-100 text-violet-900",
  Workshop: "bg-rose-100 text-rose-900",
  Networking: "bg-teal-50 text-teal-900 ring-1 ring-teal-700/30",
  Awards: "bg-brand-950 text-accent-300",
};

export function SessionTypeBadge({ type, className }: { type: SessionType; className?: string }) {
  return (
    <span
      data-session-type={type}
      className={cx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        SESSION_TYPE_STYLES[type],
        className,
      )}
    >
      {type}
    </span>
  );
}
