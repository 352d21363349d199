"use client";

import { X } from "lucide-react";
import { Fragment, useCallback, useEffect, useReducer, useRef, type PointerEvent } from "react";

import { MAP_PIN_HIDE_DELAY_MS } from "@/lib/constants";
import { cx } from "@/lib/utils";

import { closedPins, pinReducer } from "./map-pin-state";
import { RegionDetails, type RegionSummary } from "./region-details";

export type MapPinRegion = RegionSummary & {
  /** The pin's position as percentages of the map's width and height. */
  x: number;
  y: number;
};

type RegionMapPinsProps = { regions: readonly MapPinRegion[]; closeLabel: string };

/** The pin's dot sits on the region's point and its label runs to the right, about this wide. */
const PIN_LABEL_REM = 8.5;
/** Space between a pin and its panel. */
const PANEL_GAP_REM = 1.25;

/** Touch pointers fire "leave" right after a tap: only mice and pens hover. */
const isHoverPointer = (event: PointerEvent) => event.pointerType !== "touch";

/**
 * The map's pins and their details panel (SPEC §4): hover, focus or click a pin to show its panel,
 * click it again to close; leaving the pin or panel hides it after 300 ms unless the pointer comes
 * back to either; Escape closes it and returns focus to the pin. The panel opens beside its pin
 * (left of eastern pins, right of western pins and their labels), centred on the map's height so
 * it never leaves the map.
 */
export function RegionMapPins({ regions, closeLabel }: RegionMapPinsProps) {
  const [state, dispatch] = useReducer(pinReducer, closedPins);
  const hideTimer = useRef<number | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const pinRefs = useRef(new Map<string, HTMLButtonElement>());

  const cancelHide = useCallback(() => {
    if (hideTimer.current === null) return;
    window.clearTimeout(hideTimer.current);
    hideTimer.current = null;
  }, []);

  const scheduleHide = useCallback(() => {
    cancelHide();
    hideTimer.current = window.setTimeout(() => {
      hideTimer.current = null;
      dispatch({ type: "hide" });
    }, MAP_PIN_HIDE_DELAY_MS);
  }, [cancelHide]);

  const close = useCallback(
    (returnFocus: boolean) => {
      cancelHide();
      if (returnFocus && state.activeId) pinRefs.current.get(state.activeId)?.focus();
      dispatch({ type: "hide" });
    },
    [cancelHide, state.activeId],
  );

  useEffect(() => cancelHide, [cancelHide]);

  useEffect(() => {
    if (!state.activeId) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close(Boolean(containerRef.current?.contains(document.activeElement)));
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [state.activeId, close]);

  return (
    <div
      ref={containerRef}
      className="absolute inset-0"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) {
          cancelHide();
          dispatch({ type: "hide" });
        }
      }}
    >
      {regions.map((region) => {
        const isOpen = state.activeId === region.id;
        const panelId = `region-panel-${region.id}`;
        const isEast = region.x > 50;
        return (
          <Fragment key={region.id}>
            <button
              ref={(element) => {
                if (element) pinRefs.current.set(region.id, element);
                else pinRefs.current.delete(region.id);
              }}
              type="button"
              aria-label={`${region.name}, ${region.members}+ members`}
              aria-expanded={isOpen}
              aria-controls={isOpen ? panelId : undefined}
              style={{ left: `${region.x}%`, top: `${region.y}%` }}
              className={cx(
                "absolute z-10 flex -translate-x-[1.125rem] -translate-y-1/2 items-center gap-2 rounded-full py-1.5 pr-3.5 pl-1.5",
                "text-sm font-semibold whitespace-nowrap shadow-card ring-1 transition-colors",
                isOpen
                  ? "bg-brand-800 text-white ring-brand-900"
                  : "bg-white text-brand-900 ring-brand-700/40 hover:bg-brand-50",
              )}
              onPointerEnter={(event) => {
                if (!isHoverPointer(event)) return;
                cancelHide();
                dispatch({ type: "hover", id: region.id });
              }}
              onPointerLeave={(event) => {
                if (isHoverPointer(event)) scheduleHide();
              }}
              onFocus={() => {
                cancelHide();
                dispatch({ type: "focus", id: region.id });
              }}
              onClick={(event) => {
                cancelHide();
                dispatch({ type: "click", id: region.id, isKeyboard: event.detail === 0 });
              }}
            >
              <span
                aria-hidden="true"
                className={cx(
                  "relative flex size-6 items-center justify-center rounded-full",
                  isOpen ? "bg-accent-400" : "bg-brand-700",
                )}
              >
                <span className="size-2 rounded-full bg-white" />
                <span className="absolute inset-0 rounded-full bg-brand-500/40 motion-safe:animate-ping" />
              </span>
              {region.name}
            </button>
            {isOpen && (
              <div
                id={panelId}
                role="group"
                aria-labelledby={`${panelId}-title`}
                tabIndex={-1}
                style={
                  isEast
                    ? { right: `calc(${100 - region.x}% + ${PANEL_GAP_REM}rem)` }
                    : { left: `calc(${region.x}% + ${PIN_LABEL_REM + PANEL_GAP_REM}rem)` }
                }
                className="absolute top-1/2 z-20 w-[26rem] -translate-y-1/2 rounded-card border border-line bg-surface p-5 shadow-header motion-safe:animate-pop-in"
                onPointerEnter={(event) => {
                  if (isHoverPointer(event)) cancelHide();
                }}
                onPointerLeave={(event) => {
                  if (isHoverPointer(event)) scheduleHide();
                }}
              >
                <button
                  type="button"
                  onClick={() => close(true)}
                  className="absolute top-3 right-3 rounded-full p-1.5 text-muted hover:bg-surface-muted hover:text-ink"
                >
                  <X aria-hidden="true" className="size-4" />
                  <span className="sr-only">
                    {closeLabel} {region.name} details
                  </span>
                </button>
                <RegionDetails region={region} headingId={`${panelId}-title`} className="pr-6" isCompact />
              </div>
            )}
          </Fragment>
        );
      })}
    </div>
  );
}
