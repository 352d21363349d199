import { ArrowRight, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { SmartLink } from "./smart-link";

/** The link at the foot of a card: bold green words and an arrow (or `icon`), its own line's start. */
export function ArrowLink({
  href,
  children,
  icon: Arrow = ArrowRight,
}: {
  href: string;
  children: ReactNode;
  icon?: LucideIcon;
}) {
  return (
    <SmartLink
      href={href}
      className="mt-auto inline-flex items-center gap-2 self-start rounded font-semibold text-brand-800 hover:text-brand-950 hover:underline"
    >
      {children}
      <Arrow aria-hidden="true" className="size-4" />
    </SmartLink>
  );
}
