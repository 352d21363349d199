import { ArrowLeft } from "lucide-react";

import { cn } from "@/lib/utils";

import { SmartLink } from "./smart-link";

type BackLinkProps = { href: string; label: string; className?: string; isInverse?: boolean };

/** "← Back to …" link at the top of a sub-page. */
export function BackLink({ href, label, className, isInverse = false }: BackLinkProps) {
  return (
    <SmartLink
      href={href}
      className={cn(
        "inline-flex items-center gap-2 rounded-full text-sm font-semibold",
        isInverse
          ? "text-brand-50 hover:text-white hover:underline"
          : "text-brand-800 hover:text-brand-950 hover:underline",
        className,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </SmartLink>
  );
}
