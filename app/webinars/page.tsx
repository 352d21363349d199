import { PageHero } from "@/components/layout/page-hero";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.webinars;

export const metadata = pageMetadata(page);

export default function WebinarsPage() {
  return <PageHero {...page.hero} />;
}
