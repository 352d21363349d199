import type { ReactNode } from "react";

type StatsSectionProps = { label: string; children: ReactNode };

/** The home counters band right under the hero (docs/product.md §1, §4); the counters are its child. */
export function StatsSection({ label, children }: StatsSectionProps) {
  return (
    <section aria-label={label} className="border-b border-line bg-surface py-12 sm:py-14">
      <div className="page-container">
        <div className="mx-auto max-w-4xl">{children}</div>
      </div>
    </section>
  );
}
