import { decodeEntities } from "@/lib/feed/text";

export type HighlightPart = { text: string; isMatch: boolean };

/**
 * Pagefind's excerpts are text with <mark> around the matches. They are split into text parts and
 * rendered as React text with <mark> elements: no HTML from the index is ever injected.
 */
export function highlightParts(excerpt: string): HighlightPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/g)
    .filter(Boolean)
    .map((part) => {
      const isMatch = part.startsWith("<mark>");
      const text = decodeEntities(part.replace(/<\/?[a-z][^>]*>/gi, ""));
      return { text, isMatch };
    })
    .filter((part) => part.text.length > 0);
}
