import { FileText } from "lucide-react";

import { ButtonLink } from "@/src/components/ui/button";
import { Section } from "@/src/components/ui/section";
import { governanceCopy } from "@/src/data/governance";

/** The external constitution and policy documents, and the AGM papers (long labels wrap on phones). */
export function DocumentsSection() {
  return (
    <Section aria-labelledby="documents-heading">
      <div className="mx-auto flex max-w-4xl flex-col items-start gap-6 rounded-card border border-line bg-brand-50 p-8 sm:flex-row sm:items-center sm:p-10">
        <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-white">
          <FileText aria-hidden="true" className="size-7" />
        </span>
        <div className="flex-1">
          <h2 id="documents-heading" className="text-2xl font-bold text-ink">
            {governanceCopy.documentsHeading}
          </h2>
          <p className="mt-2 leading-relaxed text-muted">{governanceCopy.documentsText}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <ButtonLink href={governanceCopy.documentsLink.href} wrap>
              {governanceCopy.documentsLink.label}
            </ButtonLink>
            <ButtonLink href={governanceCopy.reportsLink.href} variant="outline" wrap>
              {governanceCopy.reportsLink.label}
            </ButtonLink>
          </div>
        </div>
      </div>
    </Section>
  );
}
