import { CardGridSection } from "@/src/components/ui/card-grid-section";
import { portfoliosCopy } from "@/src/data/portfolios";
import type { Portfolio } from "@/content/types";

import { PortfolioCard } from "./portfolio-card";

/** The six portfolios as cards. */
export function PortfoliosSection({ portfolios }: { portfolios: readonly Portfolio[] }) {
  return (
    <CardGridSection
      id="portfolios-heading"
      heading={{ title: portfoliosCopy.heading, subtitle: portfoliosCopy.subtitle }}
      columns="md2-lg3"
    >
      {portfolios.map((portfolio) => (
        <PortfolioCard key={portfolio.title} portfolio={portfolio} />
      ))}
    </CardGridSection>
  );
}
