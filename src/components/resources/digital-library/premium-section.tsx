import { Lock } from "lucide-react";

import { ButtonLink } from "@/src/components/ui/button";
import { Section } from "@/src/components/ui/section";
import type { digitalLibrary } from "@/src/data/digital-library";

type PremiumSectionProps = { copy: (typeof digitalLibrary)["premium"] };

/** Premium access: the way into the full library, for members and future members. */
export function PremiumSection({ copy }: PremiumSectionProps) {
  return (
    <Section aria-labelledby="library-premium-title">
      <div className="mx-auto max-w-3xl rounded-card border border-line bg-accent-50 px-6 py-12 text-center sm:px-12">
        <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-accent-100 text-accent-900">
          <Lock aria-hidden="true" className="size-7" />
        </span>
        <h2 id="library-premium-title" className="mt-5 text-3xl font-bold tracking-tight sm:text-4xl">
          {copy.title}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-muted">{copy.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href={copy.libraryHref} size="lg">
            {copy.libraryLabel}
          </ButtonLink>
          <ButtonLink href={copy.membershipHref} variant="outline" size="lg">
            {copy.membershipLabel}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
