import type { ComponentProps } from "react";

const TREES = [
  [120, 262, 26],
  [168, 270, 20],
  [300, 250, 30],
  [352, 262, 22],
  [610, 268, 24],
  [655, 258, 30],
  [880, 262, 26],
  [930, 270, 19],
  [1130, 252, 32],
  [1185, 266, 22],
  [1330, 258, 28],
  [1380, 270, 18],
] as const;

const TOWERS = [
  [60, 150, 44],
  [110, 120, 36],
  [150, 170, 30],
  [470, 140, 40],
  [515, 110, 28],
  [548, 160, 34],
  [760, 130, 38],
  [800, 175, 30],
  [1010, 120, 42],
  [1055, 160, 30],
  [1240, 140, 36],
  [1280, 105, 30],
] as const;

/**
 * The site's hero artwork: a city skyline behind rolling park hills and trees under a low sun.
 * Pure SVG, drawn in the brand palette; it scales to any width from the bottom centre.
 */
export function HeroArt(props: ComponentProps<"svg">) {
  return (
    <svg
      viewBox="0 0 1440 360"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <circle cx="1150" cy="205" r="62" fill="var(--color-accent-300)" opacity="0.16" />
      <circle cx="1150" cy="205" r="40" fill="var(--color-accent-300)" opacity="0.28" />
      <g fill="var(--color-brand-800)" opacity="0.55">
        {TOWERS.map(([x, top, width]) => (
          <rect key={x} x={x} y={top} width={width} height={300 - top} rx="3" />
        ))}
      </g>
      <path
        d="M0 250C180 205 330 215 480 238s320 10 470-22 330-22 490 18V360H0Z"
        fill="var(--color-brand-700)"
        opacity="0.85"
      />
      <g fill="var(--color-brand-600)">
        {TREES.map(([x, y, r]) => (
          <g key={x}>
            <rect x={x - 2.5} y={y} width="5" height={r * 0.9} rx="2" fill="var(--color-brand-800)" />
            <circle cx={x} cy={y - r * 0.2} r={r} />
            <circle cx={x - r * 0.55} cy={y + r * 0.15} r={r * 0.62} />
            <circle cx={x + r * 0.55} cy={y + r * 0.15} r={r * 0.62} />
          </g>
        ))}
      </g>
      <path
        d="M0 300c220-40 420-46 640-24s420 26 800-20V360H0Z"
        fill="var(--color-brand-500)"
        opacity="0.9"
      />
      <path
        d="M380 360c90-40 260-66 470-66s330 18 420 40"
        stroke="var(--color-accent-200)"
        strokeWidth="6"
        strokeLinecap="round"
        fill="none"
        opacity="0.45"
      />
    </svg>
  );
}
