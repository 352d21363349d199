/**
 * Shapes the sample posts like WordPress 6 REST responses (wp/v2 with `_embed`) and answers the
 * queries docs/product.md §7 makes: categories by slug or search, posts by category, count and date order.
 */
import { sampleCategories, samplePosts, type SamplePost } from "./posts";

const AUTHOR_IDS = new Map<string, number>();
const authorId = (name: string) => {
  if (!AUTHOR_IDS.has(name)) AUTHOR_IDS.set(name, AUTHOR_IDS.size + 1);
  return AUTHOR_IDS.get(name) ?? 1;
};

function wpCategory(category: (typeof sampleCategories)[number], origin: string) {
  return {
    id: category.id,
    count: samplePosts.filter((post) => post.categories.includes(category.slug)).length,
    description: "",
    link: `${origin}/category/${category.slug}/`,
    name: category.name,
    slug: category.slug,
    taxonomy: "category",
    parent: 0,
    meta: [],
  };
}

const imagePath = (variant: number) => `/wp-content/uploads/2026/sample-${variant}.jpg`;

export function wpPost(post: SamplePost, index: number, origin: string) {
  const id = 1000 - index;
  const categories = post.categories.map(
    (slug) => sampleCategories.find((category) => category.slug === slug) ?? sampleCategories[0],
  );
  const media =
    post.image === null
      ? undefined
      : [
          {
            id: 5000 + id,
            date: post.date,
            slug: `${post.slug}-cover`,
            type: "attachment",
            title: { rendered: `${post.slug}-cover` },
            alt_text: "",
            media_type: "image",
            mime_type: "image/jpeg",
            media_details: { width: 1200, height: 675 },
            source_url: `${origin}${imagePath(post.image)}`,
          },
        ];
  const author = authorId(post.author);
  return {
    id,
    date: post.date,
    date_gmt: post.date,
    guid: { rendered: `${origin}/?p=${id}` },
    modified: post.date,
    modified_gmt: post.date,
    slug: post.slug,
    status: "publish",
    type: "post",
    link: `${origin}/${post.slug}/`,
    title: { rendered: post.title },
    content: { rendered: post.content, protected: false },
    excerpt: { rendered: post.excerpt, protected: false },
    author,
    featured_media: media ? 5000 + id : 0,
    comment_status: "closed",
    ping_status: "closed",
    sticky: false,
    template: "",
    format: "standard",
    meta: { footnotes: "" },
    categories: categories.map((category) => category.id),
    tags: [],
    _links: { self: [{ href: `${origin}/wp-json/wp/v2/posts/${id}` }] },
    _embedded: {
      author: [
        {
          id: author,
          name: post.author,
          url: "",
          description: "",
          link: `${origin}/author/${author}/`,
          slug: post.author.toLowerCase().replace(/\W+/g, "-"),
        },
      ],
      ...(media ? { "wp:featuredmedia": media } : {}),
      "wp:term": [categories.map((category) => ({ ...wpCategory(category, origin) })), []],
    },
  };
}

/** Newest first, as WordPress orders posts by default. */
const postsByDate = [...samplePosts].sort((a, b) => b.date.localeCompare(a.date));

/** GET /wp-json/wp/v2/categories?slug=…|search=… */
export function categoriesResponse(query: URLSearchParams, origin: string) {
  const slug = query.get("slug");
  const search = query.get("search")?.toLowerCase();
  return sampleCategories
    .filter((category) => (slug ? category.slug === slug : true))
    .filter((category) =>
      search ? category.name.toLowerCase().includes(search) || category.slug.includes(search) : true,
    )
    .map((category) => wpCategory(category, origin));
}

/** GET /wp-json/wp/v2/posts?categories=…&per_page=…&orderby=date&order=desc|asc */
export function postsResponse(query: URLSearchParams, origin: string) {
  const categoryIds = (query.get("categories") ?? "").split(",").filter(Boolean).map(Number);
  const perPage = Math.min(Math.max(Number(query.get("per_page") ?? 10) || 10, 1), 100);
  const order = query.get("order") === "asc" ? -1 : 1;
  const ordered = order === 1 ? postsByDate : [...postsByDate].reverse();
  const indexOf = (post: SamplePost) => samplePosts.indexOf(post);
  return ordered
    .filter((post) =>
      categoryIds.length === 0
        ? true
        : post.categories.some((slug) =>
            categoryIds.includes(sampleCategories.find((category) => category.slug === slug)?.id ?? -1),
          ),
    )
    .slice(0, perPage)
    .map((post) => wpPost(post, indexOf(post), origin));
}
