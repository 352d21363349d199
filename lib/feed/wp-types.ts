/**
 * WordPress REST API shapes (wp/v2), validated with zod (the tree-shakable `zod/mini`, a few KB in
 * the browser). Only the fields the site reads are declared; everything optional is lenient
 * (`catch`), so one odd field never sinks a whole post.
 */
import * as z from "zod/mini";

// No JIT: zod would otherwise probe `new Function`, which the site's CSP (rightly) refuses.
z.config({ jitless: true });

const lenient = <T extends z.core.SomeType>(schema: T) => z.catch(z.optional(schema), undefined);
const rendered = lenient(z.object({ rendered: z.string() }));
const optionalString = lenient(z.string());

const embeddedSchema = lenient(
  z.object({
    author: lenient(z.array(z.catch(z.object({ name: optionalString }), {}))),
    "wp:featuredmedia": lenient(z.array(z.catch(z.object({ source_url: optionalString }), {}))),
    "wp:term": lenient(z.array(z.catch(z.array(z.catch(z.object({ name: optionalString }), {})), []))),
  }),
);

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
  name: z.catch(z.string(), ""),
  slug: optionalString,
});

export type WpCategory = z.infer<typeof wpCategorySchema>;
