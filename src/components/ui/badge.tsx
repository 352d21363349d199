import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";

import { cx } from "@/lib/utils";

const badgeStyles = cva(
  "inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-semibold tracking-wide whitespace-nowrap",
  {
    variants: {
      tone: {
        open: "bg-brand-100 text-brand-900",
        upcoming: "bg-sky-100 text-sky-900",
        registration: "bg-accent-100 text-accent-900",
        neutral: "bg-surface-muted text-ink ring-1 ring-line",
        solid: "bg-brand-700 text-white",
      },
    },
    defaultVariants: { tone: "neutral" },
  },
);

export function Badge({
  tone,
  className,
  ...props
}: ComponentProps<"span"> & VariantProps<typeof badgeStyles>) {
  return <span className={cx(badgeStyles({ tone }), className)} {...props} />;
}
