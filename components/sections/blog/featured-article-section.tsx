import { BlogFeatured } from "@/components/feed/blog-feed";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { blogPage } from "@/content/feeds";

export function FeaturedArticleSection() {
  return (
    <Section aria-labelledby="featured-article">
      <SectionHeading id="featured-article" title={blogPage.featuredHeading} align="start" />
      <BlogFeatured />
    </Section>
  );
}
