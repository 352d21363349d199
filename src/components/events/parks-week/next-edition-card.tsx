import type { ReactNode } from "react";

import { Icon } from "@/src/components/ui/icon";

type NextEditionCardProps = {
  id: string;
  copy: { eyebrow: string };
  rule: { label: string; detail: string };
  /** The dates (`NextEditionDates`: the build's next edition and those after it, for the page script to pick). */
  children: ReactNode;
};

/** Hero card: when the next World Parks Week takes place, computed from the last-week-of-April rule. */
export function NextEditionCard({ id, copy, rule, children }: NextEditionCardProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="w-full max-w-sm rounded-card bg-white/10 p-6 ring-1 ring-white/20 backdrop-blur-sm"
    >
      <h2
        id={`${id}-title`}
        className="flex items-center gap-2 text-sm font-semibold tracking-widest text-accent-300 uppercase"
      >
        <Icon name="calendar" className="size-4" />
        {copy.eyebrow}
      </h2>
      {children}
      <p className="mt-4 font-semibold text-white">{rule.label}</p>
      <p className="mt-1 text-sm text-brand-100">{rule.detail}</p>
    </section>
  );
}
