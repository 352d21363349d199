/**
 * The site's drawn marks for people and partners without a photo or logo: a colour that follows a group
 * (region, department, role, committee) and a park motif that follows the name (docs/decisions/visual-identity.md).
 */
import type { ReactNode } from "react";

import { initialsOf } from "@/lib/initials";
import { pickFor } from "@/lib/stable-hash";
import { cx } from "@/lib/utils";

type Tone = { ground: string; motif: string; light: string };

/** Deep grounds that keep white text above 7:1, each with a motif shade and a light touch. */
export const TONES: readonly Tone[] = [
  { ground: "oklch(0.37 0.09 157)", motif: "oklch(0.47 0.11 155)", light: "oklch(0.86 0.14 78)" },
  { ground: "oklch(0.38 0.08 232)", motif: "oklch(0.48 0.1 230)", light: "oklch(0.88 0.06 200)" },
  { ground: "oklch(0.37 0.09 335)", motif: "oklch(0.47 0.11 335)", light: "oklch(0.88 0.07 20)" },
  { ground: "oklch(0.42 0.11 42)", motif: "oklch(0.51 0.13 45)", light: "oklch(0.9 0.09 85)" },
  { ground: "oklch(0.38 0.07 118)", motif: "oklch(0.48 0.09 118)", light: "oklch(0.9 0.1 100)" },
  { ground: "oklch(0.32 0.06 265)", motif: "oklch(0.43 0.08 265)", light: "oklch(0.86 0.14 78)" },
];

/** A group's tone: a number picks it directly (a region's place in its list), a text by its hash. */
export const toneOf = (group: string | number): Tone =>
  TONES[typeof group === "number" ? group % TONES.length : pickFor(group, TONES.length)]!;

/** Park motifs drawn in a 64 × 64 box: contours, canopy, hills with a sun, a leaf, paths, ripples. */
const MOTIFS: readonly ((tone: Tone) => ReactNode)[] = [
  ({ motif }) => (
    <g fill="none" stroke={motif} strokeWidth="4">
      <circle cx="58" cy="60" r="16" />
      <circle cx="58" cy="60" r="28" />
      <circle cx="58" cy="60" r="40" />
    </g>
  ),
  ({ motif, light }) => (
    <g fill={motif}>
      <circle cx="12" cy="60" r="14" />
      <circle cx="34" cy="64" r="17" />
      <circle cx="56" cy="58" r="13" />
      <circle cx="52" cy="12" r="4" fill={light} />
    </g>
  ),
  ({ motif, light }) => (
    <>
      <circle cx="48" cy="18" r="6" fill={light} />
      <path d="M0 46q16-12 32-3t32-5v26H0Z" fill={motif} />
    </>
  ),
  ({ motif }) => (
    <g fill={motif}>
      <path d="M-4 68C4 36 28 14 68 8 64 44 40 66-4 68Z" />
    </g>
  ),
  ({ motif }) => (
    <g stroke={motif} strokeWidth="6">
      <path d="M-8 28 28-8M-8 52 52-8M4 72 72 4M28 72 72 28" />
    </g>
  ),
  ({ motif, light }) => (
    <g fill="none" stroke={motif} strokeWidth="4" strokeLinecap="round">
      <path d="M-4 44q9-6 18 0t18 0 18 0 18 0M-4 56q9-6 18 0t18 0 18 0 18 0" />
      <path d="M-4 12q9-6 18 0t18 0" stroke={light} strokeWidth="3" />
    </g>
  ),
];

/** A name's motif, drawn in its group's tone, filling a 64 × 64 box. */
export function DrawnMotif({ name, group }: { name: string; group: string | number }) {
  const tone = toneOf(group);
  return (
    <>
      <rect width="64" height="64" fill={tone.ground} />
      {MOTIFS[pickFor(name, MOTIFS.length)]!(tone)}
    </>
  );
}

type DrawnAvatarProps = {
  name: string;
  /** What the colour follows: a region, a department, a role. */
  group: string | number;
  className?: string;
};

/**
 * A person without a photo: their motif on a disc, with their initials as decoration. It is hidden from assistive
 * technology, since the name is written beside it.
 */
export function DrawnAvatar({ name, group, className }: DrawnAvatarProps) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={cx("rounded-full", className)}>
      <DrawnMotif name={name} group={group} />
      <text
        x="32"
        y="33"
        textAnchor="middle"
        dominantBaseline="middle"
        fill="#fff"
        fontSize="22"
        fontWeight="700"
        letterSpacing="0.5"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
