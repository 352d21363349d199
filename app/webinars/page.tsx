import { PageHero } from "@/components/layout/page-hero";
import { NextWebinarSection } from "@/components/sections/webinars/next-webinar-section";
import { WatchWebinarsSection } from "@/components/sections/webinars/watch-webinars-section";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.webinars;

export const metadata = pageMetadata(page);

export default function WebinarsPage() {
  return (
    <>
      <PageHero {...page.hero} />
      <NextWebinarSection />
      <WatchWebinarsSection />
    </>
  );
}
