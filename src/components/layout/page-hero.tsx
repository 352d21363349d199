import type { ReactNode } from "react";

import { HeroSceneArt } from "@/src/components/ui/icons/hero-scenes";
import { BackLink } from "@/src/components/ui/back-link";
import { JsonLd } from "@/src/components/ui/json-ld";
import type { Hero } from "@/content/types";
import { breadcrumbJsonLd, pageWithHeroTitle } from "@/src/data/breadcrumbs";
import { HERO_SKY, heroSceneOf } from "@/src/data/hero-scenes";
import { creditLine, FOCUS_CLASS, heroPhotoOf, type HeroPhoto } from "@/src/data/page-photos";
import { PARALLAX_FACTOR } from "@/lib/constants";
import { heroPhotoSources } from "@/lib/images";
import { cn } from "@/lib/utils";

type PageHeroProps = Hero & {
  /** Buttons or other calls to action under the lead. */
  children?: ReactNode;
  backLink?: { href: string; label: string };
  /** Move the artwork with the scroll (docs/product.md §4, factor 0.5; still under reduced motion): lib/browser/page-behaviour.ts. */
  hasParallax?: boolean;
  size?: "default" | "large";
  /** Extra content on the right on wide screens (e.g. a key-facts card). */
  aside?: ReactNode;
  /** The photograph over the drawing; by default the one content/page-photos gives the page, if any. */
  photo?: HeroPhoto;
};

/**
 * The editor's photograph, covering the drawing, cropped to keep its subject in view, with its credit. Sized WebP
 * first, then the JPEG copy, then the upload itself; if all fail, it steps aside and the drawing shows
 * (lib/browser/image-fallback.ts), and so does the credit.
 */
function HeroPhotograph({ photo }: { photo: HeroPhoto }) {
  const sources = heroPhotoSources(photo.image);
  return (
    <>
      <img
        src={sources.webp}
        srcSet={sources.srcSet}
        sizes="100vw"
        data-fallback-srcs={`${sources.jpg} ${photo.image}`}
        alt={photo.alt}
        width={1920}
        height={1080}
        loading="eager"
        fetchPriority="high"
        decoding="async"
        data-hero-photo=""
        className={cn("peer absolute inset-0 size-full object-cover", FOCUS_CLASS[photo.focus])}
      />
      <span data-image-fallback="" hidden />
      <div className="absolute inset-0 bg-linear-to-b from-black/60 via-black/50 to-black/70 peer-[[hidden]]:hidden lg:bg-linear-to-r lg:from-black/75 lg:via-black/45 lg:to-black/10" />
      <p className="absolute right-3 bottom-2 max-w-[calc(100%-1.5rem)] rounded bg-black/70 px-2 py-0.5 text-xs text-white peer-[[hidden]]:hidden">
        {creditLine(photo.credit)}
      </p>
    </>
  );
}

/**
 * The top of every page: its one h1, a lead paragraph, and its section's drawing or the photograph the editor
 * gave the page (docs/decisions/visual-identity.md).
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  backLink,
  hasParallax = false,
  size = "default",
  aside,
  photo: givenPhoto,
}: PageHeroProps) {
  const page = pageWithHeroTitle(title);
  const photo = givenPhoto ?? heroPhotoOf(page?.path);
  const breadcrumbs = page && breadcrumbJsonLd(page.path);
  const scene = heroSceneOf(page);
  const art = (
    <HeroSceneArt scene={scene} className="absolute inset-x-0 bottom-0 h-40 w-full sm:h-56 lg:h-72" />
  );
  return (
    <section
      aria-labelledby="page-title"
      className={cn("relative isolate overflow-hidden bg-linear-to-b text-white", HERO_SKY[scene])}
    >
      <div
        className={cn(
          "relative page-container grid gap-10 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center",
          size === "large" ? "pt-20 pb-40 sm:pt-28 sm:pb-56" : "pt-12 pb-32 sm:pt-16 sm:pb-44",
        )}
      >
        <div className="max-w-3xl">
          {backLink && <BackLink href={backLink.href} label={backLink.label} isInverse className="mb-6" />}
          {eyebrow && (
            <p className="mb-4 text-sm font-semibold tracking-widest text-accent-300 uppercase">{eyebrow}</p>
          )}
          <h1
            id="page-title"
            className={cn(
              "font-extrabold tracking-tight text-balance-safe",
              size === "large" ? "text-4xl sm:text-6xl" : "text-4xl sm:text-5xl",
            )}
          >
            {title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-50 sm:text-xl">{lead}</p>
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
        {aside}
      </div>
      {/* The artwork follows the text in the source: a phone that paints while its parser waits
          mid-hero shows the text, then draws the artwork where it belongs. Placed before the text,
          it sat at the bottom of a hero still growing and moved down with it (a layout shift,
          e2e/first-paint.spec.ts). */}
      <div className="absolute inset-0 -z-10">
        {hasParallax ? (
          <div data-parallax={PARALLAX_FACTOR} className="absolute inset-0 will-change-transform">
            {art}
          </div>
        ) : (
          art
        )}
        <div className="absolute inset-0 bg-linear-to-b from-black/5 via-black/10 to-black/40" />
        {photo && <HeroPhotograph photo={photo} />}
      </div>
      {breadcrumbs && <JsonLd data={breadcrumbs} />}
    </section>
  );
}
