import type { ReactNode } from "react";

import { Section } from "@/src/components/ui/section";
import { blogPage } from "@/src/data/feeds";

/** Its island, the featured article (the `BlogFeatured` feed island), is its child, placed by the page. */
export function FeaturedArticleSection({ children }: { children: ReactNode }) {
  return (
    <Section heading={{ id: "featured-article", title: blogPage.featuredHeading, align: "start" }}>
      {children}
    </Section>
  );
}
