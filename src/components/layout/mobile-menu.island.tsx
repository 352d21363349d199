import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

import { buttonStyles } from "@/src/components/ui/button";
import { SmartLink } from "@/src/components/ui/smart-link";
import type { NavGroup, NavLink } from "@/src/data/navigation";
import { isCurrentPath } from "@/lib/links";
import { holdPageBehind } from "@/lib/browser/page-behind";
import { cx } from "@/lib/utils";

type MobileMenuProps = {
  groups: readonly NavGroup[];
  extraLinks: readonly NavLink[];
  actions: { join: NavLink; login: NavLink };
  /** The page's own path, for `aria-current`. */
  currentPath: string;
};

/**
 * Small-screen menu: a hamburger toggles a scrollable panel with the same entries grouped under
 * About, Resources and Events. Choosing any entry, Escape, or reaching desktop width closes it.
 * While it is open the panel covers the page, so everything outside the header is made inert
 * (lib/browser/page-behind.ts): Tab moves through the bar and the panel only, never into the page
 * hidden behind it.
 */
export function MobileMenu({ groups, extraLinks, actions, currentPath: pathname }: MobileMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    const desktop = window.matchMedia("(min-width: 64rem)");
    const onResize = () => desktop.matches && setIsOpen(false);
    document.addEventListener("keydown", onKeyDown);
    desktop.addEventListener("change", onResize);
    const header = buttonRef.current?.closest("header");
    const release = header ? holdPageBehind(header) : undefined;
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      desktop.removeEventListener("change", onResize);
      release?.();
    };
  }, [isOpen]);

  // Any link chosen in the panel (internal, external or in-page) closes the menu.
  const close = () => setIsOpen(false);

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-brand-50"
      >
        {isOpen ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
        <span className="sr-only">Main menu</span>
      </button>
      <nav
        id={panelId}
        aria-label="Main"
        hidden={!isOpen}
        className="fixed inset-x-0 top-16 bottom-0 overflow-y-auto overscroll-contain border-t border-line bg-surface"
      >
        <MobileMenuLinks
          groups={groups}
          extraLinks={extraLinks}
          actions={actions}
          currentPath={pathname}
          idPrefix={panelId}
          onChoose={close}
        />
      </nav>
    </div>
  );
}

type MobileMenuLinksProps = MobileMenuProps & {
  /** Prefix of the group labels' ids (one per menu on the page). */
  idPrefix: string;
  /** Called when any entry is chosen (the island closes its panel); none without scripts. */
  onChoose?: () => void;
};

/**
 * The phone menu's entries: the groups with their labels, the extra links, Join and Log In. Shared
 * by the island's panel and the `<details>` that stands in for it without scripts
 * (nav-without-scripts.tsx), so both list the same links the same way.
 */
export function MobileMenuLinks({
  groups,
  extraLinks,
  actions,
  currentPath: pathname,
  idPrefix,
  onChoose,
}: MobileMenuLinksProps) {
  return (
    <div className="page-container flex flex-col gap-6 py-6">
      {groups.map((group) => (
        <div key={group.label}>
          <p
            id={`${idPrefix}-${group.label}`}
            className="mb-2 text-xs font-bold tracking-widest text-brand-700 uppercase"
          >
            {group.label}
          </p>
          <ul aria-labelledby={`${idPrefix}-${group.label}`} className="grid gap-1">
            {group.links.map((link) => (
              <li key={link.href}>
                <MenuLink link={link} isCurrent={isCurrentPath(link.href, pathname)} onClick={onChoose} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      <ul className="grid gap-1 border-t border-line pt-4">
        {extraLinks.map((link) => (
          <li key={link.href}>
            <MenuLink link={link} isCurrent={false} onClick={onChoose} />
          </li>
        ))}
      </ul>
      <div className="grid gap-3 sm:grid-cols-2">
        <SmartLink href={actions.join.href} onClick={onChoose} className={buttonStyles({ size: "lg" })}>
          {actions.join.label}
        </SmartLink>
        <SmartLink
          href={actions.login.href}
          onClick={onChoose}
          className={buttonStyles({ variant: "outline", size: "lg" })}
        >
          {actions.login.label}
        </SmartLink>
      </div>
    </div>
  );
}

function MenuLink({ link, isCurrent, onClick }: { link: NavLink; isCurrent: boolean; onClick?: () => void }) {
  return (
    <SmartLink
      href={link.href}
      onClick={onClick}
      aria-current={isCurrent ? "page" : undefined}
      className={cx(
        "flex min-h-11 items-center rounded-xl px-3 py-2 text-lg font-semibold text-ink hover:bg-brand-50",
        "aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-900",
      )}
    >
      {link.label}
    </SmartLink>
  );
}
