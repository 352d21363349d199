import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";

import { cn } from "@/lib/utils";

import { SectionHeading, type SectionHeadingProps } from "./section-heading";

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

type SectionProps = ComponentProps<"section"> &
  VariantProps<typeof sectionStyles> & {
    /** The section's heading, first in it; its id names the section (`aria-labelledby`). */
    heading?: SectionHeadingProps & { id: string };
  };

/** A full-width page section with the centred page container inside, and its heading when given. */
export function Section({ tone, className, id, heading, children, ...props }: SectionProps) {
  return (
    <section
      className={cn(sectionStyles({ tone }), className)}
      id={id}
      aria-labelledby={heading?.id}
      {...props}
    >
      <div className="page-container">
        {heading && <SectionHeading {...heading} />}
        {children}
      </div>
    </section>
  );
}
