/**
 * WordPress REST API shapes (wp/v2), validated with zod. Only the fields the site reads are
 * declared; everything optional is lenient (`catch`), so one odd field never sinks a whole post.
 */
import { z } from "zod";

// No JIT: zod would otherwise probe `new Function`, which the site's CSP (rightly) refuses.
z.config({ jitless: true });

const rendered = z.object({ rendered: z.string() }).optional().catch(undefined);
const optionalString = z.string().optional().catch(undefined);

const embeddedSchema = z
  .object({
    author: z
      .array(z.object({ name: optionalString }).catch({}))
      .optional()
      .catch(undefined),
    "wp:featuredmedia": z
      .array(z.object({ source_url: optionalString }).catch({}))
      .optional()
      .catch(undefined),
    "wp:term": z
      .array(z.array(z.object({ name: optionalString }).catch({})).catch([]))
      .optional()
      .catch(undefined),
  })
  .optional()
  .catch(undefined);

export const wpPostSchema = z.object({
  id: z.number(),
  date: optionalString,
  link: optionalString,
  title: rendered,
  excerpt: rendered,
  content: rendered,
  _embedded: embeddedSchema,
});

export type WpPost = z.infer<typeof wpPostSchema>;

export const wpCategorySchema = z.object({
  id: z.number(),
  name: z.string().catch(""),
  slug: optionalString,
});

export type WpCategory = z.infer<typeof wpCategorySchema>;
