import { PageHero } from "@/components/layout/page-hero";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.parksWeek;

export const metadata = pageMetadata(page);

export default function ParksWeekPage() {
  return <PageHero {...page.hero} />;
}
