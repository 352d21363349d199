/** Copy of the not-found page (docs/product.md §2 "Not-found page"). */
export const notFound = {
  eyebrow: "Error 404",
  title: "404 Page Not Found",
  description: "The page you were looking for could not be found on the World Urban Parks website.",
  lead: "We couldn't find that page. It may have moved, or the address may have a typo. Start again from the home page, or find what you need in the site map.",
  homeLabel: "Go to the home page",
  sitemapLabel: "Browse the site map",
} as const;
