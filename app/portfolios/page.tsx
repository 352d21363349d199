import { PageHero } from "@/components/layout/page-hero";
import { PortfoliosSection } from "@/components/sections/portfolios/portfolios-section";
import { pages } from "@/content/pages";
import { portfolios, portfoliosCopy } from "@/content/portfolios";
import { pageMetadata } from "@/lib/metadata";

const page = pages.portfolios;

export const metadata = pageMetadata(page);

export default function PortfoliosPage() {
  return (
    <>
      <PageHero {...page.hero} backLink={portfoliosCopy.backLink} />
      <PortfoliosSection portfolios={portfolios} />
    </>
  );
}
