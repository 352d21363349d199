"use client";

import { ChevronDown } from "lucide-react";
import { usePathname } from "next/navigation";
import { NavigationMenu } from "radix-ui";
import { useRef, useState } from "react";

import { SmartLink } from "@/components/ui/smart-link";
import type { NavGroup, NavLink } from "@/content/navigation";
import { isCurrentPath } from "@/lib/links";
import { cx } from "@/lib/utils";

type DesktopNavProps = { groups: readonly NavGroup[]; extraLinks: readonly NavLink[] };

const itemStyles = cx(
  "inline-flex h-10 items-center gap-1 rounded-full px-4 text-[0.95rem] font-semibold text-ink",
  "transition-colors hover:bg-brand-50 hover:text-brand-900 data-[state=open]:bg-brand-50",
);

/**
 * Wide-screen navigation on Radix NavigationMenu: dropdowns open on hover and on click; Tab,
 * Enter/Space, the arrow keys and Escape (which returns focus to the trigger) all work.
 */
export function DesktopNav({ groups, extraLinks }: DesktopNavProps) {
  const pathname = usePathname();
  const { value, onValueChange, triggerProps } = useHoverThenClickValue();

  return (
    <NavigationMenu.Root
      aria-label="Main"
      className="hidden lg:block"
      delayDuration={100}
      value={value}
      onValueChange={onValueChange}
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {groups.map((group) => {
          const hasCurrent = group.links.some((link) => isCurrentPath(link.href, pathname));
          return (
            <NavigationMenu.Item key={group.label} value={group.label} className="relative">
              <NavigationMenu.Trigger
                className={cx("group", itemStyles, hasCurrent && "text-brand-800")}
                {...triggerProps}
              >
                {group.label}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="absolute top-full left-0 z-50 pt-2 motion-safe:animate-pop-in">
                <ul className="w-72 rounded-2xl border border-line bg-surface p-2 shadow-header">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <NavigationMenu.Link asChild active={isCurrentPath(link.href, pathname)}>
                        <SmartLink
                          href={link.href}
                          className={cx(
                            "block rounded-xl px-3 py-2.5 hover:bg-brand-50",
                            "aria-[current=page]:bg-brand-50 aria-[current=page]:ring-1 aria-[current=page]:ring-brand-200",
                          )}
                        >
                          <span className="block font-semibold text-ink">{link.label}</span>
                          {link.description && (
                            <span className="block text-sm text-muted">{link.description}</span>
                          )}
                        </SmartLink>
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          );
        })}
        {extraLinks.map((link) => (
          <NavigationMenu.Item key={link.href}>
            <NavigationMenu.Link asChild active={isCurrentPath(link.href, pathname)}>
              <SmartLink href={link.href} className={itemStyles}>
                {link.label}
              </SmartLink>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

/**
 * Radix toggles a dropdown on click, so a visitor who hovers (which opens it) and then clicks the
 * trigger would close what they meant to open. This keeps a hover-opened dropdown open on that
 * first click; the next click closes it as usual.
 */
function useHoverThenClickValue() {
  const [value, setValue] = useState("");
  const isPointerOver = useRef(false);
  const isPointerClick = useRef(false);
  const isHoverOpened = useRef(false);

  function onValueChange(next: string) {
    if (next === "" && isPointerClick.current && isHoverOpened.current) {
      isHoverOpened.current = false;
      return;
    }
    isHoverOpened.current = next !== "" && isPointerOver.current && !isPointerClick.current;
    setValue(next);
  }

  const triggerProps = {
    onPointerEnter: () => (isPointerOver.current = true),
    onPointerLeave: () => (isPointerOver.current = false),
    onPointerDown: () => (isPointerClick.current = true),
    // Radix's own click handler runs right after this one; reset once it has.
    onClick: () => window.setTimeout(() => (isPointerClick.current = false)),
  };

  return { value, onValueChange, triggerProps };
}
