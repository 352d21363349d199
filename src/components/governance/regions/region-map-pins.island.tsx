import { X } from "lucide-react";
import {
  Fragment,
  useCallback,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type PointerEvent,
} from "react";

import { MAP_PIN_HIDE_DELAY_MS } from "@/lib/constants";
import { cx } from "@/lib/utils";

import { closedPins, pinReducer } from "./map-pin-state";
import { placePanel, type Box } from "./panel-placement";
import { RegionDetails, type RegionSummary } from "./region-details";

export type MapPinRegion = RegionSummary & {
  /** The pin's position as percentages of the map's width and height. */
  x: number;
  y: number;
};

type RegionMapPinsProps = { regions: readonly MapPinRegion[]; closeLabel: string };

/** Space between a pin and its panel, and between the panel and the edges of the screen, in px. */
const PANEL_GAP_PX = 16;

/** Touch pointers fire "leave" right after a tap: only mice and pens hover. */
const isHoverPointer = (event: PointerEvent) => event.pointerType !== "touch";

/**
 * The map's pins and their details panel (docs/product.md §4): hover, focus or click a pin to show its panel,
 * click it again to close; leaving the pin or panel hides it after 300 ms unless the pointer comes
 * back to either; Escape closes it and returns focus to the pin. The panel opens beside its pin,
 * inside the part of the map that is on screen, covering no other pin where it can
 * (`placePanel`); it follows when the page scrolls.
 */
export function RegionMapPins({ regions, closeLabel }: RegionMapPinsProps) {
  const [state, dispatch] = useReducer(pinReducer, closedPins);
  const hideTimer = useRef<number | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const pinRefs = useRef(new Map<string, HTMLButtonElement>());
  const panelRef = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState({ left: 0, top: 0 });

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

  // Places the open panel before it is painted, and again whenever the visible part of the map changes.
  useLayoutEffect(() => {
    const activeId = state.activeId;
    if (!activeId) return;
    const place = () => {
      const container = containerRef.current;
      const panel = panelRef.current;
      const pin = pinRefs.current.get(activeId);
      if (!container || !panel || !pin) return;
      const area = container.getBoundingClientRect();
      const relative = (element: Element): Box => {
        const box = element.getBoundingClientRect();
        return {
          left: box.left - area.left,
          top: box.top - area.top,
          right: box.right - area.left,
          bottom: box.bottom - area.top,
        };
      };
      // The page's scroll padding is the room the fixed bar takes at the top of the window.
      const barBottom = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      const screenBottom = window.innerHeight - PANEL_GAP_PX - area.top;
      const top = Math.max(0, barBottom - area.top);
      // Inside the map's part on screen; when that is shorter than the panel, on screen below it.
      const mapBottom = Math.min(area.height, screenBottom);
      const bottom = mapBottom - top >= panel.offsetHeight ? mapBottom : screenBottom;
      setPlacement(
        placePanel({
          area: { width: area.width, height: area.height },
          visible: { top, bottom },
          pin: relative(pin),
          others: [...pinRefs.current].filter(([id]) => id !== activeId).map(([, other]) => relative(other)),
          panel: { width: panel.offsetWidth, height: panel.offsetHeight },
          gap: PANEL_GAP_PX,
        }),
      );
    };
    place();
    window.addEventListener("scroll", place, { passive: true });
    window.addEventListener("resize", place);
    return () => {
      window.removeEventListener("scroll", place);
      window.removeEventListener("resize", place);
    };
  }, [state.activeId]);

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
                ref={panelRef}
                id={panelId}
                role="group"
                aria-labelledby={`${panelId}-title`}
                tabIndex={-1}
                style={{ left: placement.left, top: placement.top }}
                className="absolute z-20 w-[26rem] rounded-card border border-line bg-surface p-5 shadow-header motion-safe:animate-fade-in"
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
