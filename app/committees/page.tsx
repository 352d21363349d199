import { PageHero } from "@/components/layout/page-hero";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.committees;

export const metadata = pageMetadata(page);

export default function CommitteesPage() {
  return <PageHero {...page.hero} />;
}
