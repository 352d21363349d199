import { Section } from "@/src/components/ui/section";
import { SectionHeading } from "@/src/components/ui/section-heading";
import { portfoliosCopy } from "@/content/portfolios";
import type { Portfolio } from "@/content/types";

import { PortfolioCard } from "./portfolio-card";

/** The six portfolios as cards. */
export function PortfoliosSection({ portfolios }: { portfolios: readonly Portfolio[] }) {
  return (
    <Section aria-labelledby="portfolios-heading">
      <SectionHeading
        id="portfolios-heading"
        title={portfoliosCopy.heading}
        subtitle={portfoliosCopy.subtitle}
      />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {portfolios.map((portfolio) => (
          <PortfolioCard key={portfolio.title} portfolio={portfolio} />
        ))}
      </ul>
    </Section>
  );
}
