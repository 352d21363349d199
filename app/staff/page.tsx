import { PageHero } from "@/components/layout/page-hero";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.staff;

export const metadata = pageMetadata(page);

export default function StaffPage() {
  return <PageHero {...page.hero} />;
}
