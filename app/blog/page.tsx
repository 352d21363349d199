import { PageHero } from "@/components/layout/page-hero";
import { FeaturedArticleSection } from "@/components/sections/blog/featured-article-section";
import { RecentArticlesSection } from "@/components/sections/blog/recent-articles-section";
import { TopicsSection } from "@/components/sections/blog/topics-section";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.blog;

export const metadata = pageMetadata(page);

export default function BlogPage() {
  return (
    <>
      <PageHero {...page.hero} />
      <FeaturedArticleSection />
      <TopicsSection />
      <RecentArticlesSection />
    </>
  );
}
