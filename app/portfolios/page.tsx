import { PageHero } from "@/components/layout/page-hero";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.portfolios;

export const metadata = pageMetadata(page);

export default function PortfoliosPage() {
  return <PageHero {...page.hero} />;
}
