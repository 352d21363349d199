/**
 * Build-time geometry of the regions map: the world's countries from `world-atlas` projected with `d3-geo`,
 * one SVG path per region plus one for every other country; no map code reaches the browser
 * (docs/decisions/regions-map.md).
 */
import { geoNaturalEarth1, geoPath, type GeoPermissibleObjects } from "d3-geo";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import countriesTopology from "world-atlas/countries-110m.json";

export const MAP_WIDTH = 1000;

/** Region country names as the site writes them → their name in Natural Earth. */
const ATLAS_NAMES: Record<string, string> = {
  "United States": "United States of America",
  Türkiye: "Turkey",
};

export function atlasName(country: string): string {
  return ATLAS_NAMES[country] ?? country;
}

type CountryProperties = { name: string };
type WorldTopology = Topology<{ countries: GeometryCollection<CountryProperties> }>;

const world = countriesTopology as unknown as WorldTopology;
const countries = feature(world, world.objects.countries).features.filter(
  (country) => country.properties.name !== "Antarctica",
);

/** Every country name on the map. */
export const atlasCountryNames: ReadonlySet<string> = new Set(countries.map((c) => c.properties.name));

export type MapRegionInput = { id: string; countries: readonly string[]; pin: readonly [number, number] };

export type WorldMapGeometry = {
  width: number;
  height: number;
  /** Countries outside every region. */
  otherCountries: string;
  regions: { id: string; d: string }[];
  /** Pin positions as percentages of the map's width and height. */
  pins: { id: string; x: number; y: number }[];
};

const round = (value: number) => Math.round(value * 100) / 100;

export function worldMapGeometry(regions: readonly MapRegionInput[]): WorldMapGeometry {
  const land: GeoPermissibleObjects = { type: "FeatureCollection", features: countries };
  const projection = geoNaturalEarth1().fitWidth(MAP_WIDTH, land);
  const path = geoPath(projection).digits(1);
  const [[, top], [, bottom]] = path.bounds(land);
  const height = Math.ceil(bottom - top);
  projection.translate([projection.translate()[0], projection.translate()[1] - top]);

  const regionOf = new Map<string, string>();
  for (const region of regions)
    for (const country of region.countries) regionOf.set(atlasName(country), region.id);

  const pathOf = (names: (name: string) => boolean) =>
    countries
      .filter((country) => names(country.properties.name))
      .map((country) => path(country) ?? "")
      .join("");

  return {
    width: MAP_WIDTH,
    height,
    otherCountries: pathOf((name) => !regionOf.has(name)),
    regions: regions.map((region) => ({
      id: region.id,
      d: pathOf((name) => regionOf.get(name) === region.id),
    })),
    pins: regions.map((region) => {
      const [x, y] = projection([region.pin[0], region.pin[1]]) ?? [0, 0];
      return { id: region.id, x: round((x / MAP_WIDTH) * 100), y: round((y / height) * 100) };
    }),
  };
}

/** Fills of the static SVG (an <img> can't read the page's CSS variables): greens of the theme. */
const MAP_COLOURS = {
  other: "#dfe9e2",
  border: "#ffffff",
  regions: ["#4f9d6c", "#98cca7", "#2f7a4d", "#62b07f", "#a6d3b2"],
} as const;

/** The regions map as a standalone SVG document. */
export function worldMapSvg(regions: readonly MapRegionInput[]): string {
  const geometry = worldMapGeometry(regions);
  const regionPaths = geometry.regions
    .map(
      (region, index) =>
        `<path data-region="${region.id}" fill="${MAP_COLOURS.regions[index % MAP_COLOURS.regions.length]}" d="${region.d}"/>`,
    )
    .join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${geometry.width} ${geometry.height}" width="${geometry.width}" height="${geometry.height}">`,
    `<g stroke="${MAP_COLOURS.border}" stroke-width="0.6" stroke-linejoin="round">`,
    `<path fill="${MAP_COLOURS.other}" d="${geometry.otherCountries}"/>`,
    regionPaths,
    "</g></svg>",
  ].join("");
}
