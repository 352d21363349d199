import { ArrowUpRight } from "lucide-react";

import { BlogRecent } from "@/components/feed/blog-feed";
import { ButtonLink } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { blogPage } from "@/content/feeds";

export function RecentArticlesSection() {
  return (
    <Section aria-labelledby="recent-articles">
      <SectionHeading id="recent-articles" title={blogPage.recentHeading} align="start" />
      <BlogRecent />
      <div className="mt-12 flex justify-center">
        <ButtonLink href={blogPage.viewAll.href} size="lg">
          {blogPage.viewAll.label}
          <ArrowUpRight aria-hidden="true" />
        </ButtonLink>
      </div>
    </Section>
  );
}
