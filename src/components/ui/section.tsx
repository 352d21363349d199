import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";

import { cn } from "@/lib/utils";

const sectionStyles = cva("py-16 sm:py-20", {
  variants: {
    tone: {
      plain: "bg-surface",
      muted: "bg-surface-muted",
      brand: "bg-brand-900 text-white",
    },
  },
  defaultVariants: { tone: "plain" },
});

/** A full-width page section with the centred page container inside. */
export function Section({
  tone,
  className,
  children,
  ...props
}: ComponentProps<"section"> & VariantProps<typeof sectionStyles>) {
  return (
    <section className={cn(sectionStyles({ tone }), className)} {...props}>
      <div className="page-container">{children}</div>
    </section>
  );
}
