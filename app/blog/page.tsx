import { PageHero } from "@/components/layout/page-hero";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.blog;

export const metadata = pageMetadata(page);

export default function BlogPage() {
  return <PageHero {...page.hero} />;
}
