/**
 * Copy of the feed pages (/blog, /podparks, /webinars) and of the home page's resource teaser.
 * The posts themselves come from the WordPress feed (lib/feed); the user-facing messages for
 * loading, error and empty states are docs/product.md §8's, word for word.
 */
import { generatedImage } from "@/lib/images";

import { feedCardCopy } from "./feed-copy";
import { externalLinks } from "./site";
import type { BenefitCard, ExternalLink, ResourceCard, Stat } from "@/content/types";

/* ------------------------------------------------------------------ /blog */

export const blogPage = {
  featuredHeading: "Featured Article",
  topicsHeading: "Explore by Topic",
  topicsSubtitle: "What our members write about most.",
  topics: [
    {
      title: "Sustainability",
      description:
        "Climate adaptation, biodiversity, water and the everyday work of greener park operations.",
      icon: "leaf",
    },
    {
      title: "Design",
      description:
        "Planning and design of parks and public spaces that are inclusive, beautiful and durable.",
      icon: "compass",
    },
    {
      title: "Community",
      description:
        "Volunteers, partnerships and programmes that make parks belong to the people who use them.",
      icon: "users",
    },
    {
      title: "Innovation",
      description: "New tools, data and funding models that help park agencies do more with what they have.",
      icon: "lightbulb",
    },
  ] satisfies readonly BenefitCard[],
  recentHeading: "Recent Articles",
  viewAll: { label: "View All Articles", href: externalLinks.blog.href },
  readArticle: feedCardCopy.readArticle,
} as const;

/* ------------------------------------------------------------------ /podparks */

/** Podcast platforms. The show's exact Spotify and Apple addresses were not found in public sources. */
export const podcastPlatforms = [
  {
    name: "Spotify",
    href: "https://open.spotify.com/search/PodParks%20World%20Urban%20Parks",
    sample: true,
    note: "The show's Spotify address was not found; this opens a Spotify search for the show",
  },
  {
    name: "Apple Podcasts",
    href: "https://podcasts.apple.com/search?term=PodParks%20World%20Urban%20Parks",
    sample: true,
    note: "The show's Apple Podcasts address was not found; this opens an Apple Podcasts search for the show",
  },
] as const satisfies readonly (ExternalLink & { name: string })[];

export const podparksPage = {
  listenOn: "Listen on",
  stats: [
    { value: 30, suffix: "+", label: "Episodes", durationMs: 2000 },
    { value: 3, label: "Seasons", durationMs: 2000 },
    { value: 5000, suffix: "+", label: "Downloads", durationMs: 2000 },
    { value: 20, suffix: "+", label: "Countries", durationMs: 2000 },
  ] satisfies readonly Stat[],
  statsLabel: "PodParks in numbers",
  latestHeading: feedCardCopy.latestEpisodeHeading,
  moreHeading: feedCardCopy.moreEpisodesHeading,
  listenLabel: feedCardCopy.listenLabel,
  viewAll: {
    label: "View All Episodes",
    href: "https://worldurbanparks.org/blog/podparks/",
    source: "https://worldurbanparks.org/blog/podparks/",
  },
  about: {
    heading: "About PodParks",
    paragraphs: [
      "PodParks is the podcast of World Urban Parks. Each episode sits down with the people who plan, build, run and love parks: city leaders, designers, rangers, researchers and the neighbours who make a park their own.",
      "New episodes are released biweekly, so every other week there is a fresh conversation to take on your commute, your site visit or your walk in the park.",
      "Have a story the network should hear? Write to the office and tell us about it.",
    ],
    facts: [
      { label: "New episodes", value: "Biweekly" },
      { label: "Format", value: "Interviews and stories" },
      { label: "Cost", value: "Free on every platform" },
    ],
  },
} as const;

/* ------------------------------------------------------------------ /webinars */

export const webinarsPage = {
  nextHeading: feedCardCopy.nextWebinarHeading,
  nextSubtitle: "Free, live and open to everyone working for better parks.",
  gridHeading: "Watch Webinars",
  gridSubtitle: "Recordings of recent sessions, to watch when it suits you.",
  viewAll: { label: "View All Webinars", href: externalLinks.blog.href },
  readMore: feedCardCopy.watchWebinar,
  nextCta: feedCardCopy.webinarDetails,
} as const;

/* ------------------------------------------------------------------ home resource teaser */

export const resourceTeaser = {
  heading: "Learn With the Network",
  subtitle: "Fresh articles, podcast episodes and webinars from parks professionals around the world.",
  cards: [
    {
      title: "Blog",
      description: "Case studies, ideas and practical lessons from park leaders across five regions.",
      link: "/blog",
      linkText: "Read Articles",
      fallbackImage: generatedImage("resources/blog").src,
      webpImage: generatedImage("resources/blog").webp,
      kind: "blog",
    },
    {
      title: "PodParks",
      description:
        "Our podcast: conversations with the people who shape the world's parks, every other week.",
      link: "/podparks",
      linkText: "Listen Now",
      fallbackImage: generatedImage("resources/podparks").src,
      webpImage: generatedImage("resources/podparks").webp,
      kind: "podcast",
    },
    {
      title: "Webinars",
      description: "Live sessions and recordings on the questions park agencies face today.",
      link: "/webinars",
      linkText: "Watch Now",
      fallbackImage: generatedImage("resources/webinars").src,
      webpImage: generatedImage("resources/webinars").webp,
      kind: "webinar",
    },
  ] satisfies readonly ResourceCard[],
} as const;
