/**
 * One hero drawing per section of the site, each a park scene with its own landmark on the right, where the hero's
 * text leaves room on a wide screen (docs/decisions/visual-identity.md). Pure SVG, no request of its own.
 */
import type { ComponentProps, ReactNode } from "react";

import type { HeroScene } from "@/src/data/hero-scenes";

const leaf = "var(--color-brand-600)";
const deep = "var(--color-brand-800)";
const sun = "var(--color-accent-300)";
const light = "var(--color-accent-200)";

/** A round tree: trunk and three crowns. */
function Tree({ x, y, r, fill = leaf }: { x: number; y: number; r: number; fill?: string }) {
  return (
    <g fill={fill}>
      <rect x={x - 2.5} y={y} width="5" height={r * 0.9} rx="2" fill={deep} />
      <circle cx={x} cy={y - r * 0.2} r={r} />
      <circle cx={x - r * 0.55} cy={y + r * 0.15} r={r * 0.62} />
      <circle cx={x + r * 0.55} cy={y + r * 0.15} r={r * 0.62} />
    </g>
  );
}

/** A rotunda among trees: the association's governance and history. */
const civic = (
  <>
    <g fill={light} opacity="0.9">
      <path d="M1010 150 1150 92l140 58Z" />
      <rect x="1020" y="150" width="260" height="14" rx="3" />
      {[1040, 1085, 1130, 1175, 1220, 1255].map((x) => (
        <rect key={x} x={x} y="164" width="14" height="92" rx="3" />
      ))}
      <rect x="1005" y="256" width="290" height="16" rx="3" />
    </g>
    <Tree x={930} y={250} r={34} />
    <Tree x={1350} y={246} r={38} />
    <Tree x={1410} y={262} r={24} />
  </>
);

/** A globe with the network's arcs between its regions. */
const network = (
  <>
    <circle cx="1170" cy="170" r="110" fill="var(--color-brand-700)" opacity="0.8" />
    <g fill="none" stroke={light} strokeWidth="3" opacity="0.7">
      <circle cx="1170" cy="170" r="110" />
      <ellipse cx="1170" cy="170" rx="48" ry="110" />
      <path d="M1060 170h220M1075 115h190M1075 225h190" />
    </g>
    <g fill="none" stroke={sun} strokeWidth="4" strokeLinecap="round" strokeDasharray="2 12">
      <path d="M960 250q90-170 210-150M1170 100q150-40 240 120" />
    </g>
    <g fill={sun}>
      <circle cx="960" cy="250" r="8" />
      <circle cx="1170" cy="100" r="8" />
      <circle cx="1410" cy="220" r="8" />
    </g>
  </>
);

/** People gathered under a great tree: membership. */
const membership = (
  <>
    <g fill={leaf}>
      <rect x="1162" y="120" width="18" height="150" rx="6" fill={deep} />
      <circle cx="1170" cy="100" r="90" />
      <circle cx="1085" cy="140" r="58" />
      <circle cx="1255" cy="140" r="58" />
    </g>
    <g fill={light}>
      {[
        [1010, 236],
        [1060, 244],
        [1110, 238],
        [1230, 240],
        [1280, 246],
        [1330, 236],
      ].map(([x, y]) => (
        <g key={x}>
          <circle cx={x} cy={y} r="12" />
          <path d={`M${x! - 18} ${y! + 44}a18 26 0 0 1 36 0Z`} />
        </g>
      ))}
    </g>
  </>
);

/** An open book with a sapling growing from it: the resources, the library and the feeds. */
const resources = (
  <>
    <g fill={light}>
      <path d="M1020 180q75-30 150 0v96q-75-26-150 0Z" />
      <path d="M1320 180q-75-30-150 0v96q75-26 150 0Z" opacity="0.85" />
    </g>
    <g stroke={deep} strokeWidth="4" strokeLinecap="round" opacity="0.5">
      <path d="M1045 205q50-16 100 0M1045 230q50-16 100 0M1195 205q50-16 100 0M1195 230q50-16 100 0" />
    </g>
    <path d="M1170 180V70" stroke={deep} strokeWidth="7" strokeLinecap="round" />
    <g fill={leaf}>
      <path d="M1170 120q-60-10-70-60 55 0 70 60Z" />
      <path d="M1170 95q55-15 75-65-60 5-75 65Z" />
    </g>
    <circle cx="950" cy="120" r="26" fill={sun} opacity="0.6" />
  </>
);

/** A stage under bunting and string lights: the events. */
const events = (
  <>
    <path d="M1000 150 1170 80l170 70Z" fill={light} opacity="0.9" />
    <rect x="1010" y="150" width="320" height="110" rx="6" fill="var(--color-brand-700)" />
    <rect x="1040" y="175" width="260" height="70" rx="6" fill={sun} opacity="0.35" />
    <g fill="none" stroke={light} strokeWidth="2">
      <path d="M880 70q170 70 290 10 150-70 270 10" />
    </g>
    <g>
      {[910, 960, 1010, 1060, 1110, 1230, 1280, 1330, 1380].map((x, index) => (
        <path
          key={x}
          d={`M${x - 14} ${88 + Math.abs(1170 - x) / 14 - 22}l14 26 14-26Z`}
          fill={index % 2 ? sun : "var(--color-accent-500)"}
        />
      ))}
    </g>
    <Tree x={930} y={256} r={30} />
    <Tree x={1390} y={254} r={32} />
  </>
);

/** A laurel wreath around a star: the awards. */
const awards = (
  <>
    <circle cx="1170" cy="160" r="96" fill={sun} opacity="0.18" />
    <g fill={leaf}>
      {[0, 1, 2, 3, 4, 5, 6].map((step) => {
        const angle = Math.PI * (0.62 + step * 0.12);
        const x = 1170 + Math.cos(angle) * 92;
        const y = 170 + Math.sin(angle) * 92;
        const mirror = 2340 - x;
        return (
          <g key={step}>
            <ellipse
              cx={x}
              cy={y}
              rx="13"
              ry="26"
              transform={`rotate(${(angle * 180) / Math.PI + 90} ${x} ${y})`}
            />
            <ellipse
              cx={mirror}
              cy={y}
              rx="13"
              ry="26"
              transform={`rotate(${90 - (angle * 180) / Math.PI} ${mirror} ${y})`}
            />
          </g>
        );
      })}
    </g>
    <path
      d="m1170 100 19 39 43 6-31 30 7 43-38-20-38 20 7-43-31-30 43-6Z"
      fill={sun}
      stroke="var(--color-accent-500)"
      strokeWidth="3"
    />
    <Tree x={960} y={252} r={30} />
    <Tree x={1380} y={250} r={34} />
  </>
);

/** The city skyline behind the park: the home page and the site's own pages. */
const TOWERS = [
  [960, 150, 44],
  [1010, 110, 36],
  [1050, 170, 30],
  [1240, 130, 40],
  [1285, 100, 28],
  [1318, 160, 34],
] as const;
const city = (
  <>
    <circle cx="1150" cy="205" r="62" fill={sun} opacity="0.16" />
    <circle cx="1150" cy="205" r="40" fill={sun} opacity="0.28" />
    <g fill={deep} opacity="0.55">
      {TOWERS.map(([x, top, width]) => (
        <rect key={x} x={x} y={top} width={width} height={300 - top} rx="3" />
      ))}
    </g>
    <Tree x={1130} y={262} r={26} />
    <Tree x={1180} y={270} r={20} />
    <Tree x={1400} y={262} r={28} />
  </>
);

const LANDMARKS: Record<HeroScene, ReactNode> = {
  civic,
  network,
  membership,
  resources,
  events,
  awards,
  city,
};

/** The low trees on the left, under the hero's text, shared by every scene. */
const LEFT_TREES = [
  [120, 280, 24],
  [168, 288, 18],
  [420, 284, 22],
  [690, 286, 20],
] as const;

type HeroSceneArtProps = ComponentProps<"svg"> & { scene: HeroScene };

/** A section's hero drawing: low hills under the text, the section's landmark on the right. */
export function HeroSceneArt({ scene, ...props }: HeroSceneArtProps) {
  return (
    <svg
      viewBox="0 0 1440 360"
      preserveAspectRatio="xMaxYMax slice"
      aria-hidden="true"
      focusable="false"
      data-hero-scene={scene}
      {...props}
    >
      <path
        d="M0 270C180 240 330 250 480 262s320 6 470-16 330-40 490-10V360H0Z"
        fill="var(--color-brand-700)"
        opacity="0.85"
      />
      {LANDMARKS[scene]}
      {LEFT_TREES.map(([x, y, r]) => (
        <Tree key={x} x={x} y={y} r={r} />
      ))}
      <path
        d="M0 310c220-30 420-36 640-18s420 20 800-16V360H0Z"
        fill="var(--color-brand-500)"
        opacity="0.9"
      />
    </svg>
  );
}
