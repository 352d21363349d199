/** Where a page's generated 1200×630 share image lives (scripts/generate-assets.ts draws it). */
export function shareImagePath(pagePath: string): string {
  const slug = pagePath === "/" ? "home" : pagePath.slice(1).replaceAll("/", "-");
  return `/generated/og/${slug}.png`;
}
