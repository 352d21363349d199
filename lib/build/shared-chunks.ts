/**
 * What every page's islands load together goes in one file each (Rollup's manualChunks, astro.config.ts):
 * React with its renderer, and the small helpers every island uses (docs/decisions/small-javascript.md).
 */

/** The site's own modules of the "ui" chunk, as repository paths (a test checks they exist). */
export const UI_CHUNK_FILES = [
  "src/components/ui/button.tsx",
  "src/components/ui/smart-link.tsx",
  "lib/links.ts",
  "lib/utils.ts",
  "lib/constants.ts",
  "src/hooks/use-is-hydrated.ts",
] as const;

/** The shared chunk a module goes in, by its id (an absolute path), or undefined for Rollup's choice. */
export function sharedChunkOf(id: string): "react" | "ui" | undefined {
  if (/\/node_modules\/(react|react-dom|scheduler|@astrojs\/react)\//.test(id)) return "react";
  if (/\/node_modules\/(clsx|class-variance-authority)\//.test(id)) return "ui";
  if (/\/node_modules\/lucide-react\/dist\/esm\/(createLucideIcon|defaultAttributes|shared\/)/.test(id))
    return "ui";
  if (UI_CHUNK_FILES.some((file) => id.endsWith(`/${file}`))) return "ui";
  return undefined;
}
