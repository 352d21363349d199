import type { Metadata } from "next";

import { PageHero } from "@/components/layout/page-hero";
import { ButtonLink } from "@/components/ui/button";
import { notFound } from "@/content/not-found";

export const metadata: Metadata = {
  title: notFound.title,
  description: notFound.description,
};

/** Shown for any path (Next.js marks it noindex) that isn't a page; `npm start` and nginx serve it with status 404. */
export default function NotFoundPage() {
  return (
    <PageHero eyebrow={notFound.eyebrow} title={notFound.title} lead={notFound.lead}>
      <ButtonLink href="/" variant="accent" size="lg">
        {notFound.homeLabel}
      </ButtonLink>
      <ButtonLink href="/sitemap" variant="outline-light" size="lg">
        {notFound.sitemapLabel}
      </ButtonLink>
    </PageHero>
  );
}
