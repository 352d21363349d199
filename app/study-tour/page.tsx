import { PageHero } from "@/components/layout/page-hero";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.studyTour;

export const metadata = pageMetadata(page);

export default function StudyTourPage() {
  return <PageHero {...page.hero} />;
}
