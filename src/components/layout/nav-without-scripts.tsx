import { ChevronDown, Menu, X } from "lucide-react";

import { MobileMenuLinks } from "@/src/components/layout/mobile-menu.island";
import { SmartLink } from "@/src/components/ui/smart-link";
import type { NavGroup, NavLink } from "@/src/data/navigation";
import { phaseOn, type Day } from "@/lib/as-of";
import { isCurrentPath } from "@/lib/links";
import { cx } from "@/lib/utils";

type NavWithoutScriptsProps = {
  groups: readonly NavGroup[];
  extraLinks: readonly NavLink[];
  actions: { join: NavLink; login: NavLink };
  /** The page's own path, for `aria-current`. */
  currentPath: string;
  /** The build's as-of day: an event's link is described as held once it is. */
  asOf: Day;
};

/** Opening one menu closes the others (exclusive `<details>` sharing a name). */
const GROUP_NAME = "site-menu";

const summaryStyles = cx(
  "inline-flex h-10 cursor-pointer list-none items-center gap-1 rounded-full px-4 text-[0.95rem] font-semibold",
  "transition-colors hover:bg-brand-50 hover:text-brand-900 [&::-webkit-details-marker]:hidden",
);

function describe(link: NavLink, day: Day): string | undefined {
  return link.past && phaseOn(link.past.dates, day) === "past" ? link.past.description : link.description;
}

/*
 * The header's menus for a visitor without JavaScript: native disclosures (`<details>`), rendered
 * on the server only (no client directive) and shown only while the page's head has not marked
 * the document `js` (styles/globals.css, `[data-without-scripts]`). The islands (DesktopNav,
 * MobileMenu, the search button) are hidden in that case (`[data-with-scripts]`), so no control on
 * the bar is dead: on a wide screen About, Resources and Events each open their links, and on a
 * phone the menu button opens all of them.
 */

/** The wide screen's menus without scripts, in DesktopNav's place. */
export function DesktopNavWithoutScripts({
  groups,
  extraLinks,
  currentPath: pathname,
  asOf,
}: Omit<NavWithoutScriptsProps, "actions">) {
  return (
    <nav aria-label="Main" data-without-scripts className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {groups.map((group) => (
          <li key={group.label} className="relative">
            <details name={GROUP_NAME} className="group">
              <summary
                className={cx(
                  summaryStyles,
                  "group-open:bg-brand-50",
                  group.links.some((link) => isCurrentPath(link.href, pathname))
                    ? "text-brand-800"
                    : "text-ink",
                )}
              >
                {group.label}
                <ChevronDown aria-hidden="true" className="size-4 group-open:rotate-180" />
              </summary>
              <ul className="absolute top-full left-0 z-50 mt-2 w-72 rounded-2xl border border-line bg-surface p-2 shadow-header">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <SmartLink
                      href={link.href}
                      aria-current={isCurrentPath(link.href, pathname) ? "page" : undefined}
                      className="block rounded-xl px-3 py-2.5 hover:bg-brand-50 aria-[current=page]:bg-brand-50"
                    >
                      <span className="block font-semibold text-ink">{link.label}</span>
                      {describe(link, asOf) && (
                        <span className="block text-sm text-muted">{describe(link, asOf)}</span>
                      )}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
        {extraLinks.map((link) => (
          <li key={link.href}>
            <SmartLink href={link.href} className={cx(summaryStyles, "text-ink")}>
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The phone's menu without scripts, in MobileMenu's place. */
export function MobileMenuWithoutScripts({
  groups,
  extraLinks,
  actions,
  currentPath: pathname,
}: Omit<NavWithoutScriptsProps, "asOf">) {
  return (
    <details data-without-scripts className="group lg:hidden">
      <summary
        className={cx(
          "inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-full text-ink",
          "group-open:bg-brand-50 hover:bg-brand-50 [&::-webkit-details-marker]:hidden",
        )}
      >
        <Menu aria-hidden="true" className="size-6 group-open:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-open:block" />
        <span className="sr-only">Main menu</span>
      </summary>
      <nav
        aria-label="Main"
        className="fixed inset-x-0 top-16 bottom-0 overflow-y-auto overscroll-contain border-t border-line bg-surface"
      >
        <MobileMenuLinks
          groups={groups}
          extraLinks={extraLinks}
          actions={actions}
          currentPath={pathname}
          idPrefix="menu-without-scripts"
        />
      </nav>
    </details>
  );
}
