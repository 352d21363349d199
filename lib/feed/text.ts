/**
 * Feed text is untrusted HTML. `toPlainText` turns it into plain text: elements whose content is
 * never text (script, style…) are dropped whole, every other tag is removed, entities are decoded
 * and whitespace collapsed. The result is rendered as text by React, so even a decoded
 * "<script>" is inert.
 */

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  hellip: "…",
  ndash: "–",
  mdash: "—",
  lsquo: "‘",
  rsquo: "’",
  sbquo: "‚",
  ldquo: "“",
  rdquo: "”",
  bdquo: "„",
  laquo: "«",
  raquo: "»",
  bull: "•",
  middot: "·",
  copy: "©",
  reg: "®",
  trade: "™",
  deg: "°",
  times: "×",
  euro: "€",
  pound: "£",
  cent: "¢",
  yen: "¥",
  sect: "§",
  para: "¶",
  shy: "",
  zwj: "",
  zwnj: "",
  aacute: "á",
  eacute: "é",
  iacute: "í",
  oacute: "ó",
  uacute: "ú",
  agrave: "à",
  egrave: "è",
  ograve: "ò",
  acirc: "â",
  ecirc: "ê",
  ocirc: "ô",
  auml: "ä",
  euml: "ë",
  ouml: "ö",
  uuml: "ü",
  ntilde: "ñ",
  ccedil: "ç",
  Aacute: "Á",
  Eacute: "É",
  Oacute: "Ó",
  Uacute: "Ú",
  Ntilde: "Ñ",
  szlig: "ß",
};

const DROPPED_ELEMENTS =
  /<(script|style|template|noscript|iframe|object|svg|math)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENTS = /<!--[\s\S]*?-->/g;
const BLOCK_BREAKS =
  /<\/?(p|div|br|li|ul|ol|h[1-6]|blockquote|figure|figcaption|section|article|tr)\b[^>]*>/gi;
const TAGS = /<\/?[a-z][^>]*>/gi;
const ENTITY = /&(#\d+|#x[\da-f]+|[a-z][a-z\d]*);/gi;

function codePointToText(codePoint: number): string {
  const isValid = Number.isInteger(codePoint) && codePoint > 0 && codePoint <= 0x10ffff;
  const isSurrogate = codePoint >= 0xd800 && codePoint <= 0xdfff;
  return isValid && !isSurrogate ? String.fromCodePoint(codePoint) : "\uFFFD";
}

/** Decodes named (common set) and numeric HTML entities; unknown names are left as written. */
export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (entity, body: string) => {
    if (body[0] === "#") {
      const isHex = body[1] === "x" || body[1] === "X";
      return codePointToText(Number.parseInt(body.slice(isHex ? 2 : 1), isHex ? 16 : 10));
    }
    return NAMED_ENTITIES[body] ?? entity;
  });
}

/** Untrusted HTML → plain text (see the top of this file). */
export function toPlainText(html: string | null | undefined): string {
  if (!html) return "";
  const withoutMarkup = html
    .replace(COMMENTS, "")
    .replace(DROPPED_ELEMENTS, "")
    .replace(BLOCK_BREAKS, " ")
    .replace(TAGS, "")
    // A lone "<" that opened no tag stays text; a dangling "<tag" at the end goes.
    .replace(/<[a-z][^>]*$/i, "");
  return decodeEntities(withoutMarkup).replace(/\s+/g, " ").trim();
}

/** WordPress ends generated excerpts with " […]"; show a plain ellipsis instead. */
export function tidyExcerpt(text: string): string {
  return text.replace(/\s*\[(…|\.\.\.)\]\s*$/, "…");
}

/** Cuts text at a word boundary so it is at most `max` characters long, ending with "…". */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:–—-]+$/, "")}…`;
}
