import { BookOpen } from "lucide-react";

import { ButtonLink } from "@/src/components/ui/button";
import { Section } from "@/src/components/ui/section";
import { whoWeAreCopy } from "@/src/data/organisation";
import { externalLinks } from "@/src/data/site";

/** Link to the external annual reports repository, and where to go next. */
export function ReportsSection() {
  return (
    <Section aria-labelledby="reports-heading">
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col items-start gap-4 rounded-card border border-line bg-brand-50 p-8">
          <BookOpen aria-hidden="true" className="size-8 text-brand-700" />
          <h2 id="reports-heading" className="text-2xl font-bold text-ink">
            {whoWeAreCopy.reportsHeading}
          </h2>
          <p className="leading-relaxed text-muted">{whoWeAreCopy.reportsText}</p>
          <ButtonLink href={externalLinks.annualReports.href} wrap>
            {whoWeAreCopy.reportsLinkText}
          </ButtonLink>
        </div>
        <div className="flex flex-col items-start gap-4 rounded-card bg-brand-900 p-8 text-white">
          <h2 className="text-2xl font-bold">{whoWeAreCopy.ctaHeading}</h2>
          <p className="leading-relaxed text-brand-100">{whoWeAreCopy.ctaText}</p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink href={whoWeAreCopy.ctaLink.href} variant="accent">
              {whoWeAreCopy.ctaLink.label}
            </ButtonLink>
            <ButtonLink href={whoWeAreCopy.governanceLink.href} variant="outline-light">
              {whoWeAreCopy.governanceLink.label}
            </ButtonLink>
          </div>
        </div>
      </div>
    </Section>
  );
}
