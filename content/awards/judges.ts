/**
 * The judging panel of the World Urban Parks Awards 2025: 22 judges by region (Africa 5, Asia
 * Pacific 4, Europe 6, Latin America 4, North America 3). No judge's name has been published in a
 * source we could verify, so every entry is a fictional sample with an example.org address, to be
 * replaced by the real panel before launch.
 */
import type { AwardRegion, Judge } from "@/content/types";

/** Regions in the order the judges page lists them. */
export const judgeRegions = [
  "Africa",
  "Asia Pacific",
  "Europe",
  "Latin America",
  "North America",
] as const satisfies readonly AwardRegion[];

export const judgesCopy = {
  heading: "Meet Our Judges",
  subtitle: (count: number) => `${count} distinguished professionals from across the globe`,
  intro:
    "Every nomination is evaluated by an international jury of regional experts in planning, sustainability and public-space management.",
} as const;

export const judges = [
  /* Africa */
  { name: "Naledi Mokoena-Ferris", email: "n.mokoena-ferris@example.org", region: "Africa", sample: true },
  { name: "Kwabena Asante-Hale", email: "k.asante-hale@example.org", region: "Africa", sample: true },
  { name: "Fatou Ndiaye-Marsh", email: "f.ndiaye-marsh@example.org", region: "Africa", sample: true },
  { name: "Tendai Muchena", email: "t.muchena@example.org", region: "Africa", sample: true },
  { name: "Yasmin Benali-Okoro", email: "y.benali-okoro@example.org", region: "Africa", sample: true },
  /* Asia Pacific */
  { name: "Aroha Pennington", email: "a.pennington@example.org", region: "Asia Pacific", sample: true },
  { name: "Kenji Morioka-Lund", email: "k.morioka-lund@example.org", region: "Asia Pacific", sample: true },
  {
    name: "Siti Rahmawati Cole",
    email: "s.rahmawati-cole@example.org",
    region: "Asia Pacific",
    sample: true,
  },
  { name: "Vikram Desai-Holt", email: "v.desai-holt@example.org", region: "Asia Pacific", sample: true },
  /* Europe */
  { name: "Ingrid Solvang-Roux", email: "i.solvang-roux@example.org", region: "Europe", sample: true },
  { name: "Matteo Calloway", email: "m.calloway@example.org", region: "Europe", sample: true },
  { name: "Aoife Brennagh", email: "a.brennagh@example.org", region: "Europe", sample: true },
  { name: "Lukas Dvořák-Heine", email: "l.dvorak-heine@example.org", region: "Europe", sample: true },
  { name: "Clémence Aubertin", email: "c.aubertin@example.org", region: "Europe", sample: true },
  { name: "Pieter van Loosdrecht", email: "p.vanloosdrecht@example.org", region: "Europe", sample: true },
  /* Latin America */
  {
    name: "Valentina Ochoa Rivas",
    email: "v.ochoa-rivas@example.org",
    region: "Latin America",
    sample: true,
  },
  { name: "Rodrigo Amaral Paz", email: "r.amaral-paz@example.org", region: "Latin America", sample: true },
  {
    name: "Camila Estrada Vélez",
    email: "c.estrada-velez@example.org",
    region: "Latin America",
    sample: true,
  },
  { name: "Joaquín Salvatierra", email: "j.salvatierra@example.org", region: "Latin America", sample: true },
  /* North America */
  { name: "Dana Whitacre", email: "d.whitacre@example.org", region: "North America", sample: true },
  {
    name: "Marcus Obi-Lindqvist",
    email: "m.obi-lindqvist@example.org",
    region: "North America",
    sample: true,
  },
  {
    name: "Léa Fontaine-Brooks",
    email: "l.fontaine-brooks@example.org",
    region: "North America",
    sample: true,
  },
] as const satisfies readonly Judge[];

export function judgesIn(region: AwardRegion): readonly Judge[] {
  return judges.filter((judge) => judge.region === region);
}

/** A region's badge: '1 Judge' or 'N Judges'. */
export function judgeCountLabel(count: number): string {
  return `${count} ${count === 1 ? "Judge" : "Judges"}`;
}
