import { Building, Mail } from "lucide-react";

import { ButtonLink } from "@/src/components/ui/button";
import { Section } from "@/src/components/ui/section";
import type { partnersPage } from "@/src/data/partners";

type PartnerContactSectionProps = { copy: (typeof partnersPage)["contact"] };

/** The partnership contact: an e-mail to the office and the organisational membership route. */
export function PartnerContactSection({ copy }: PartnerContactSectionProps) {
  return (
    <Section aria-labelledby="partner-contact-title">
      <div className="mx-auto max-w-3xl rounded-card bg-linear-to-br from-brand-900 to-brand-700 px-6 py-12 text-center text-white shadow-card sm:px-12">
        <h2 id="partner-contact-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {copy.title}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-brand-50">{copy.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href={copy.emailHref} variant="accent" size="lg" wrap>
            <Mail aria-hidden="true" />
            {copy.emailLabel}
          </ButtonLink>
          <ButtonLink href={copy.membershipHref} variant="outline-light" size="lg" wrap>
            <Building aria-hidden="true" />
            {copy.membershipLabel}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
