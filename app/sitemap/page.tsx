import { PageHero } from "@/components/layout/page-hero";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.sitemap;

export const metadata = pageMetadata(page);

export default function SitemapPage() {
  return <PageHero {...page.hero} />;
}
