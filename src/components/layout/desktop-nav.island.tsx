import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";

import { SmartLink } from "@/src/components/ui/smart-link";
import type { NavGroup, NavLink } from "@/src/data/navigation";
import { useAsOfDay } from "@/src/hooks/use-as-of-day";
import { phaseOn, type Day } from "@/lib/as-of";
import { isCurrentPath } from "@/lib/links";
import { cx } from "@/lib/utils";

type DesktopNavProps = {
  groups: readonly NavGroup[];
  extraLinks: readonly NavLink[];
  /** The page's own path, for `aria-current`. */
  currentPath: string;
  /** The build's as-of day: an event's link describes it as past once it is (lib/as-of.ts). */
  asOf: Day;
};

function describe(link: NavLink, day: Day): string | undefined {
  return link.past && phaseOn(link.past.dates, day) === "past" ? link.past.description : link.description;
}

function LinkDescription({ text }: { text: string | undefined }) {
  return text ? <span className="block text-sm text-muted">{text}</span> : null;
}

const itemStyles = cx(
  "inline-flex h-10 items-center gap-1 rounded-full px-4 text-[0.95rem] font-semibold",
  "transition-colors hover:bg-brand-50 hover:text-brand-900 aria-expanded:bg-brand-50",
);

/** Leaving a dropdown with the pointer closes it after this delay (room to move back in). */
const HOVER_CLOSE_DELAY_MS = 150;

/**
 * Wide-screen navigation: disclosure dropdowns (WAI-ARIA "disclosure navigation" pattern), a few
 * hundred bytes instead of a menu library. They open on hover and on click (a click right after a
 * hover keeps the dropdown open); Enter and Space toggle; Arrow Left/Right move between the top-level
 * items, Arrow Down opens a dropdown and moves through its links; Escape closes it and returns
 * focus to its button; a click elsewhere or focus leaving the dropdown closes it. The links are in
 * the HTML even while closed, for search engines.
 */
export function DesktopNav({ groups, extraLinks, currentPath: pathname, asOf }: DesktopNavProps) {
  const baseId = useId();
  const day = useAsOfDay(asOf);
  // Every link loads its page anew, so a dropdown never outlives the page it was opened on.
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);
  /** The dropdown hovering opened: the first click on its button keeps it open, not closes it. */
  const hoverOpened = useRef<number | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  const cancelClose = () => window.clearTimeout(closeTimer.current);

  useEffect(() => {
    if (openIndex === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenIndex(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openIndex]);

  const topLevelItems = () =>
    Array.from(navRef.current?.querySelectorAll<HTMLElement>("[data-nav-top]") ?? []);
  const panelLinks = (index: number) =>
    Array.from(document.getElementById(`${baseId}-panel-${index}`)?.querySelectorAll<HTMLElement>("a") ?? []);

  function onTopLevelKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    const items = topLevelItems();
    const current = items.indexOf(event.currentTarget);
    const next = items[(current + (event.key === "ArrowRight" ? 1 : -1) + items.length) % items.length];
    event.preventDefault();
    next?.focus();
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpenIndex(index);
      window.requestAnimationFrame(() => panelLinks(index)[0]?.focus());
      return;
    }
    if (event.key === "Escape" && openIndex === index) {
      setOpenIndex(null);
      return;
    }
    onTopLevelKeyDown(event);
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const links = panelLinks(index);
    const current = links.indexOf(document.activeElement as HTMLElement);
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      links[(current + step + links.length) % links.length]?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      setOpenIndex(null);
      document.getElementById(`${baseId}-trigger-${index}`)?.focus();
    }
  }

  return (
    <nav ref={navRef} aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {groups.map((group, index) => {
          const isOpen = openIndex === index;
          const hasCurrent = group.links.some((link) => isCurrentPath(link.href, pathname));
          return (
            <li
              key={group.label}
              className="relative"
              onPointerEnter={(event) => {
                if (event.pointerType !== "mouse") return;
                cancelClose();
                if (!isOpen) hoverOpened.current = index;
                setOpenIndex(index);
              }}
              onPointerLeave={(event) => {
                if (event.pointerType !== "mouse") return;
                cancelClose();
                closeTimer.current = window.setTimeout(
                  () => setOpenIndex((current) => (current === index ? null : current)),
                  HOVER_CLOSE_DELAY_MS,
                );
              }}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
                  setOpenIndex((current) => (current === index ? null : current));
                }
              }}
            >
              <button
                type="button"
                id={`${baseId}-trigger-${index}`}
                data-nav-top=""
                aria-expanded={isOpen}
                aria-controls={`${baseId}-panel-${index}`}
                className={cx("group", itemStyles, hasCurrent ? "text-brand-800" : "text-ink")}
                onClick={() => {
                  const wasOpenedByHover = hoverOpened.current === index;
                  hoverOpened.current = null;
                  if (isOpen && wasOpenedByHover) return;
                  setOpenIndex(isOpen ? null : index);
                }}
                onKeyDown={(event) => onTriggerKeyDown(event, index)}
              >
                {group.label}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform duration-200 group-aria-expanded:rotate-180"
                />
              </button>
              <div
                id={`${baseId}-panel-${index}`}
                hidden={!isOpen}
                className="absolute top-full left-0 z-50 pt-2 motion-safe:animate-pop-in"
              >
                <ul className="w-72 rounded-2xl border border-line bg-surface p-2 shadow-header">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <SmartLink
                        href={link.href}
                        aria-current={isCurrentPath(link.href, pathname) ? "page" : undefined}
                        onClick={() => setOpenIndex(null)}
                        onKeyDown={(event) => onPanelKeyDown(event, index)}
                        className={cx(
                          "block rounded-xl px-3 py-2.5 hover:bg-brand-50",
                          "aria-[current=page]:bg-brand-50 aria-[current=page]:ring-1 aria-[current=page]:ring-brand-200",
                        )}
                      >
                        <span className="block font-semibold text-ink">{link.label}</span>
                        <LinkDescription text={describe(link, day)} />
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
        {extraLinks.map((link) => (
          <li key={link.href}>
            <SmartLink
              href={link.href}
              data-nav-top=""
              aria-current={isCurrentPath(link.href, pathname) ? "page" : undefined}
              className={cx(itemStyles, "text-ink")}
              onKeyDown={onTopLevelKeyDown}
            >
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
