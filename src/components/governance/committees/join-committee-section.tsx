import { Mail } from "lucide-react";

import { ButtonLink } from "@/src/components/ui/button";
import { Section } from "@/src/components/ui/section";
import { committeesCopy } from "@/src/data/committees";
import { officeMailto } from "@/src/data/site";

/** How a member joins a committee. */
export function JoinCommitteeSection() {
  return (
    <Section tone="brand" aria-labelledby="join-committee-heading">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 text-center">
        <h2 id="join-committee-heading" className="text-3xl font-bold">
          {committeesCopy.joinHeading}
        </h2>
        <p className="text-lg leading-relaxed text-brand-100">{committeesCopy.joinText}</p>
        <ButtonLink href={officeMailto(committeesCopy.joinSubject)} variant="accent" wrap>
          <Mail aria-hidden="true" />
          {committeesCopy.joinCta}
        </ButtonLink>
      </div>
    </Section>
  );
}
