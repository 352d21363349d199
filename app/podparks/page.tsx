import { PageHero } from "@/components/layout/page-hero";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.podparks;

export const metadata = pageMetadata(page);

export default function PodparksPage() {
  return <PageHero {...page.hero} />;
}
