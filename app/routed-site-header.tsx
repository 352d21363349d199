"use client";

import { usePathname } from "next/navigation";

import { SiteHeader } from "@/components/layout/site-header";

/** The site header with the current path from Next.js's router (the Astro pages pass `Astro.url`). */
export function RoutedSiteHeader() {
  return <SiteHeader currentPath={usePathname()} />;
}
