import type { ReactNode } from "react";

import type { StudyTourPartner } from "@/content/types";

type PartnerShape = StudyTourPartner["shape"];

/** Simple marks drawn for the site, one per partner (no third-party logo files). */
const SHAPES: Record<PartnerShape, ReactNode> = {
  leaf: (
    <>
      <circle cx="24" cy="24" r="24" fill="var(--color-brand-700)" />
      <path d="M24 10c-6 4-10 10-10 16a10 10 0 0 0 20 0c0-6-4-12-10-16Z" fill="#fff" />
      <path d="M24 18v22" stroke="var(--color-brand-700)" strokeWidth="2.5" />
    </>
  ),
  arch: (
    <>
      <rect width="48" height="48" rx="12" fill="var(--color-accent-400)" />
      <path d="M10 38V24a14 14 0 0 1 28 0v14h-7V24a7 7 0 0 0-14 0v14Z" fill="var(--color-brand-950)" />
    </>
  ),
  lion: (
    <>
      <circle cx="24" cy="24" r="24" fill="var(--color-brand-900)" />
      <path d="M12 34 24 12l12 22Z" fill="var(--color-accent-300)" />
      <path d="M18 34h12l-6-11Z" fill="var(--color-brand-900)" />
    </>
  ),
  wave: (
    <>
      <rect width="48" height="48" rx="24" fill="var(--color-brand-100)" />
      <path
        d="M8 22c5-5 11-5 16 0s11 5 16 0M8 31c5-5 11-5 16 0s11 5 16 0"
        stroke="var(--color-brand-700)"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
    </>
  ),
};

export function PartnerMark({ shape }: { shape: PartnerShape }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className="size-12 shrink-0">
      {SHAPES[shape]}
    </svg>
  );
}
