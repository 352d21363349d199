import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import type { ReactNode } from "react";

import { Analytics } from "@/components/analytics";
import { SiteFooter } from "@/components/layout/site-footer";

import { site } from "@/content/site";
import { GA_MEASUREMENT_ID } from "@/lib/env";

import { RoutedSiteHeader } from "./routed-site-header";

import "./globals.css";

/** Figtree, self-hosted from @fontsource-variable (preloaded, with a metric-matched fallback). */
const figtree = localFont({
  src: "../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2",
  variable: "--font-figtree",
  weight: "300 900",
  display: "swap",
  adjustFontFallback: "Arial",
});

if (!GA_MEASUREMENT_ID && process.env.NODE_ENV === "development") {
  console.warn("GA_MEASUREMENT_ID is not set: analytics is off.");
}

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  formatDetection: { telephone: false, email: false, address: false },
  icons: { icon: "/icon.svg" },
};

export const viewport: Viewport = {
  themeColor: "#1f4d33",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={figtree.variable}>
      <body className="flex min-h-dvh flex-col pt-16">
        <a
          href="#main-content"
          className="sr-only z-[100] rounded-full bg-brand-900 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <RoutedSiteHeader />
        <main id="main-content" tabIndex={-1} data-pagefind-body="" className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        {GA_MEASUREMENT_ID && <Analytics measurementId={GA_MEASUREMENT_ID} />}
      </body>
    </html>
  );
}
