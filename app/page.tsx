import { PageHero } from "@/components/layout/page-hero";
import { ButtonLink } from "@/components/ui/button";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.home;

export const metadata = pageMetadata(page);

export default function HomePage() {
  return (
    <PageHero {...page.hero} size="large">
      <ButtonLink href="/membership" variant="accent" size="lg">
        Start Your Journey
      </ButtonLink>
    </PageHero>
  );
}
