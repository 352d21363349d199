import type { ReactNode } from "react";

import { cx } from "@/lib/utils";

export type SectionHeadingProps = {
  /** Give the section `aria-labelledby` this id. */
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  align?: "center" | "start";
  /** Heading level; sections use h2 unless nested. */
  as?: "h2" | "h3";
  /** For sections on a dark background. */
  isInverse?: boolean;
  /** Space below the heading: "compact" where the content follows closely. */
  spacing?: "default" | "compact";
  className?: string;
};

export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  align = "center",
  as: Heading = "h2",
  isInverse = false,
  spacing = "default",
  className,
}: SectionHeadingProps) {
  return (
    <div
      className={cx(
        "max-w-3xl",
        spacing === "compact" ? "mb-6 sm:mb-8" : "mb-10 sm:mb-12",
        align === "center" && "mx-auto text-center",
        className,
      )}
    >
      {eyebrow && (
        <p
          className={cx(
            "mb-3 text-sm font-semibold tracking-widest uppercase",
            isInverse ? "text-accent-300" : "text-brand-700",
          )}
        >
          {eyebrow}
        </p>
      )}
      <Heading id={id} className="text-3xl font-bold tracking-tight text-balance-safe sm:text-4xl">
        {title}
      </Heading>
      {subtitle && (
        <p className={cx("mt-4 text-lg leading-relaxed", isInverse ? "text-brand-100" : "text-muted")}>
          {subtitle}
        </p>
      )}
    </div>
  );
}
