import { ArrowLeft, Mail } from "lucide-react";

import { ButtonLink } from "@/src/components/ui/button";
import { Section } from "@/src/components/ui/section";
import type { sitemapPage } from "@/src/data/sitemap-page";

type SitemapFooterSectionProps = { copy: (typeof sitemapPage)["footer"] };

/** 'Back to Home' and 'Contact Us' at the end of the site map. */
export function SitemapFooterSection({ copy }: SitemapFooterSectionProps) {
  return (
    <Section tone="muted" aria-labelledby="sitemap-help-title">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="sitemap-help-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {copy.title}
        </h2>
        <p className="mt-3 text-lg text-muted">{copy.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href={copy.backHref} variant="outline" size="lg">
            <ArrowLeft aria-hidden="true" />
            {copy.backLabel}
          </ButtonLink>
          <ButtonLink href={copy.contactHref} size="lg">
            <Mail aria-hidden="true" />
            {copy.contactLabel}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
