/**
 * The /privacy page's notice, built by `privacyNotice(...)` from the build's configuration; change `lastChanged`
 * whenever what the notice says changes (docs/decisions/privacy-notice.md).
 */
import { contact, officeMailto } from "./site";

import { SITE_URL, WP_API_BASE } from "@/lib/env";

/** The day the notice's content last changed (YYYY-MM-DD). */
export const lastChanged = "2026-11-24";

type NoticeLink = { label: string; href: string };

/** One part of the notice: a heading, paragraphs, an optional list with its sequel, an optional link. */
export type NoticeBlock = {
  id: string;
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[];
  /** Paragraphs after the list. */
  afterItems?: readonly string[];
  link?: NoticeLink;
  /** The visitor's analytics choice goes after this block's text. */
  hasChoice?: boolean;
};

export const privacyCopy = {
  lastChangedLabel: "Last changed",
  blocksLabel: "Privacy notice",
} as const;

const GOOGLE_PRIVACY_POLICY = "https://policies.google.com/privacy";

/** The pages whose post lists come from the blog (docs/product.md §7). */
const FEED_PAGES = "The home, Blog, PodParks and Webinars";

/** Whether cookies set for the site's domain also travel to the blog (same host or a subdomain). */
function sharesCookies(siteHost: string, blogHost: string): boolean {
  const bare = (host: string) => host.replace(/:\d+$/, "").replace(/^www\./, "");
  const site = bare(siteHost);
  const blog = bare(blogHost);
  return blog === site || blog.endsWith(`.${site}`) || site.endsWith(`.${blog}`);
}

/**
 * The notice for a build with the analytics id `measurementId` ("" for none) and the blog at
 * `blogBase`, the site itself at `siteUrl`.
 */
export function privacyNotice(
  measurementId = "",
  blogBase: string = WP_API_BASE,
  siteUrl: string = SITE_URL,
): readonly NoticeBlock[] {
  const hasAnalytics = Boolean(measurementId);
  const { origin: blogOrigin, host: blogHost } = new URL(blogBase);
  const analyticsCookies = `_ga and _ga_${String(measurementId).replace(/^G-/, "")}`;

  const summary: NoticeBlock = {
    id: "summary",
    title: "In short",
    paragraphs: [
      hasAnalytics
        ? "This site keeps nothing about you unless you allow it. It sets no cookies of its own and has no sign-in, forms or comments. Your browser asks our blog for its latest posts, and Google Analytics counts your visit only if you accept it."
        : "This site keeps nothing about you. It sets no cookies, has no sign-in, forms or comments, and uses no analytics. The only requests your browser makes elsewhere are to our blog, for its latest posts.",
    ],
  };

  const thisSite: NoticeBlock = {
    id: "this-site",
    title: "What this site collects",
    paragraphs: [
      "Nothing of its own. Its pages are plain files, and the site search runs in your browser from files on this site, so what you type is not sent to anyone.",
      "The server that delivers the pages receives what every web server receives with a request: your IP address, your browser's name and version, and the address of the page asked for.",
      ...(hasAnalytics
        ? [
            "Your answer to the analytics question is kept in your browser's local storage so that the site doesn't ask again. It stays on your device.",
          ]
        : []),
      "Links to membership sign-up, the member community, the digital library, event registration and social networks open other sites, which have their own privacy terms.",
    ],
  };

  const blog: NoticeBlock = {
    id: "blog",
    title: `Blog posts, requested from ${blogHost}`,
    paragraphs: [
      `${FEED_PAGES} pages show the newest articles, episodes and webinars from the association's blog at ${blogOrigin}. To show them, your browser requests them from there directly when you open those pages; they are not copied into this site.`,
      `These are credentialed requests: with each one your browser sends any cookies it holds for ${blogHost}, for example if you are signed in to the blog, just as it would if you visited the blog itself. The blog also receives your IP address, your browser's details and the address of this site.`,
      ...(hasAnalytics && sharesCookies(new URL(siteUrl).host, blogHost)
        ? [
            "As the blog shares this site's domain, the analytics cookies described below go with these requests too, once you accept analytics.",
          ]
        : []),
      "The requests only ask for public posts, which are the same for every visitor. This site reads nothing from those cookies and stores nothing from the answers.",
    ],
  };

  const analytics: NoticeBlock = hasAnalytics
    ? {
        id: "analytics",
        title: "Analytics, only with your consent",
        paragraphs: [
          `With your permission, this site uses Google Analytics 4 (measurement ID ${measurementId}), Google's service for counting visits, to learn which pages are read and how people find them. It runs only after you choose “Accept analytics” in the banner or allow it below. Until then, and if you decline, nothing is loaded from Google.`,
          "When it runs, Google Analytics collects:",
        ],
        items: [
          "the pages you view, when, and the page that brought you here;",
          "depending on its settings, how you use a page: scrolling, clicks on links to other sites, downloads and site searches;",
          "your device type, operating system, browser, screen size and language;",
          "your approximate location (country, region and city), worked out from your IP address, which Google Analytics does not store;",
          `two cookies on this site, ${analyticsCookies}, holding a random identifier so that your later visits count as the same visitor's. They last up to two years.`,
        ],
        afterItems: [
          "Google's advertising features are off: no advertising cookies, no ad personalisation and no Google signals. The data is processed on Google's servers, which may be outside New Zealand.",
        ],
        link: { label: "Google's privacy policy", href: GOOGLE_PRIVACY_POLICY },
      }
    : {
        id: "analytics",
        title: "Analytics",
        paragraphs: [
          "None. This site uses no Google Analytics and no other counter or tracker, and so it asks for no consent.",
        ],
      };

  const analyticsDetails: NoticeBlock[] = hasAnalytics
    ? [
        {
          id: "your-choice",
          title: "Your choice",
          paragraphs: [
            "You can change your answer at any time below. Withdrawing it stops analytics on the page you are on, deletes its cookies and loads nothing on later pages.",
          ],
          hasChoice: true,
        },
      ]
    : [];

  const questions: NoticeBlock = {
    id: "questions",
    title: "Questions",
    paragraphs: [
      "Questions about this notice, or about what the association holds about you? Write to the office.",
    ],
    link: { label: contact.email.address, href: officeMailto() },
  };

  return [summary, thisSite, blog, analytics, ...analyticsDetails, questions];
}
