import type { ReactNode } from "react";

import {
  encodeSpans,
  isWithin,
  SITE_AS_OF,
  spansOf,
  type EventDates,
  type EventPhase,
  type Span,
} from "@/lib/as-of";

type Wrapper = {
  /** The wrapper: `contents` (no box of its own) unless a list needs an `li`. */
  as?: "div" | "li" | "span";
  className?: string;
  children: ReactNode;
};

type WhenProps = Wrapper & {
  /** The event whose state decides. */
  dates: EventDates;
  /** The states in which the children are shown. */
  phases: readonly EventPhase[];
};

/**
 * Part of a page that holds only while an event is in some states (lib/as-of.ts). Rendered with
 * the days it holds (`data-when`), hidden unless it holds on the build's day; the page script shows
 * it when it holds on the visitor's. A part whose days are over by the build's day is left out, and
 * a pinned build (SITE_DATE) renders only what holds that day.
 */
export function When({ dates, phases, ...wrapper }: WhenProps) {
  return <WhenDays spans={spansOf(dates, phases)} {...wrapper} />;
}

/** Part of a page that holds on some days (`spans`), as When does for an event's states. */
export function WhenDays({
  spans,
  as: Tag = "div",
  className = "contents",
  children,
}: Wrapper & { spans: readonly Span[] }) {
  const when = encodeSpans(spans);
  const holds = spans.length > 0 && isWithin(when, SITE_AS_OF.day);
  const canStillHold = spans.some((span) => span.until === undefined || span.until > SITE_AS_OF.day);
  if (!holds && (SITE_AS_OF.isPinned || !canStillHold)) return null;
  return (
    <Tag
      data-when={SITE_AS_OF.isPinned ? undefined : when}
      hidden={!holds}
      data-pagefind-ignore={holds ? undefined : "all"}
      className={className}
    >
      {children}
    </Tag>
  );
}
