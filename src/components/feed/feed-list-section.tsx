import { ArrowUpRight } from "lucide-react";
import type { ComponentProps } from "react";

import { ButtonLink } from "@/src/components/ui/button";
import { Section } from "@/src/components/ui/section";

type FeedListSectionProps = ComponentProps<typeof Section> & { viewAll: { href: string; label: string } };

/** A section around a feed island (recent articles, episodes, recordings) with the link to all of them below. */
export function FeedListSection({ viewAll, children, ...props }: FeedListSectionProps) {
  return (
    <Section {...props}>
      {children}
      <div className="mt-12 flex justify-center">
        <ButtonLink href={viewAll.href} size="lg">
          {viewAll.label}
          <ArrowUpRight aria-hidden="true" />
        </ButtonLink>
      </div>
    </Section>
  );
}
