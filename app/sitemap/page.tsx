import { PageHero } from "@/components/layout/page-hero";
import { PageGroupsSection } from "@/components/sections/sitemap/page-groups-section";
import { QuickAccessSection } from "@/components/sections/sitemap/quick-access-section";
import { SitemapFooterSection } from "@/components/sections/sitemap/sitemap-footer-section";
import { pages } from "@/content/pages";
import { sitemapPage, sitemapSections } from "@/content/sitemap-page";
import { pageMetadata } from "@/lib/metadata";

const page = pages.sitemap;

export const metadata = pageMetadata(page);

export default function SitemapPage() {
  return (
    <>
      <PageHero {...page.hero} />
      <QuickAccessSection {...sitemapPage.quickAccess} />
      <PageGroupsSection label={sitemapPage.groupsLabel} groups={sitemapSections()} />
      <SitemapFooterSection copy={sitemapPage.footer} />
    </>
  );
}
