import { ArrowUpRight } from "lucide-react";
import type { ReactNode } from "react";

import { ButtonLink } from "@/src/components/ui/button";
import { Section } from "@/src/components/ui/section";
import { SectionHeading } from "@/src/components/ui/section-heading";
import { blogPage } from "@/src/data/feeds";

/** Its island, the recent articles (the `BlogRecent` feed island), is its child, placed by the page. */
export function RecentArticlesSection({ children }: { children: ReactNode }) {
  return (
    <Section aria-labelledby="recent-articles">
      <SectionHeading id="recent-articles" title={blogPage.recentHeading} align="start" />
      {children}
      <div className="mt-12 flex justify-center">
        <ButtonLink href={blogPage.viewAll.href} size="lg">
          {blogPage.viewAll.label}
          <ArrowUpRight aria-hidden="true" />
        </ButtonLink>
      </div>
    </Section>
  );
}
