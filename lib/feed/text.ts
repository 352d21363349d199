/**
 * Feed text is untrusted HTML: `toPlainText` turns it into plain text with a hand-written tokenizer that only
 * moves forward, so a hostile post costs time in proportion to its length
 * (docs/decisions/feed-text-without-dependencies.md).
 */

import { decodeEntities } from "./entities";

export { decodeEntities };

/** Elements whose content is raw text up to their end tag: dropped with it. */
const RAW_TEXT_ELEMENTS = new Set(["script", "style", "noscript", "iframe"]);
/** Elements whose content is markup: dropped with all of it, nested ones included. */
const DROPPED_CONTAINERS = ["template", "object", "svg", "math"];
/** Deeper nesting of those is hostile, not content: the rest of the post is dropped. */
const MAX_OPEN_CONTAINERS = 100;
/** Tags that separate words: each becomes a space. */
const BLOCK_TAGS = new Set([
  "p",
  "div",
  "br",
  "hr",
  "li",
  "ul",
  "ol",
  "dl",
  "dt",
  "dd",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "figure",
  "figcaption",
  "section",
  "article",
  "table",
  "tr",
  "td",
  "th",
]);

const TAB = 0x09;
const LINE_FEED = 0x0a;
const FORM_FEED = 0x0c;
const CARRIAGE_RETURN = 0x0d;
const SPACE = 0x20;
const EXCLAMATION = 0x21;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;
const DASH = 0x2d;
const SLASH = 0x2f;
const EQUALS = 0x3d;
const GREATER_THAN = 0x3e;
const QUESTION = 0x3f;

const isAsciiLetter = (code: number) => (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;
/** Whitespace between attributes, as HTML's tokenizer knows it. */
const isTagSpace = (code: number) =>
  code === SPACE || code === TAB || code === LINE_FEED || code === FORM_FEED || code === CARRIAGE_RETURN;
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Whitespace as JavaScript's `\s` knows it: collapsed to one space. */
function isWhitespace(code: number): boolean {
  if (code <= SPACE) return code === SPACE || (code >= TAB && code <= CARRIAGE_RETURN);
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** Control characters (C0 but whitespace, DEL, C1) and bidirectional overrides and isolates. */
function isRemoved(code: number): boolean {
  return (
    code < SPACE ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/**
 * Removes control characters and bidirectional overrides, replaces lone surrogates with U+FFFD,
 * collapses whitespace to single spaces and trims. Characters that stay as they are (single
 * spaces between words included) are copied in runs.
 */
function cleanCharacters(text: string): string {
  const parts: string[] = [];
  let runStart = 0;
  let isSpacePending = false;
  let endsWithSpace = true; // nothing written yet: no space may lead
  const write = (part: string) => {
    if (part === "") return;
    if (isSpacePending && !endsWithSpace) parts.push(" ");
    isSpacePending = false;
    parts.push(part);
    endsWithSpace = part.charCodeAt(part.length - 1) === SPACE;
  };
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code > SPACE && code < 0x7f) continue;
    // A single space after a kept character stays in the run.
    if (code === SPACE && index > runStart && !isWhitespace(text.charCodeAt(index + 1))) continue;
    if (isHighSurrogate(code) && isLowSurrogate(text.charCodeAt(index + 1))) {
      index += 1;
      continue;
    }
    const isLoneSurrogate = isHighSurrogate(code) || isLowSurrogate(code);
    const isSpace = isWhitespace(code);
    if (!isLoneSurrogate && !isSpace && !isRemoved(code)) continue;
    write(text.slice(runStart, index));
    runStart = index + 1;
    if (isSpace) isSpacePending = true;
    if (isLoneSurrogate) write("\uFFFD");
  }
  write(text.slice(runStart));
  const cleaned = parts.join("");
  return endsWithSpace && cleaned !== "" ? cleaned.slice(0, -1) : cleaned;
}

/** Where the attributes of a tag end (after its '>'), and whether it closed itself with '/>'. */
function scanAttributes(html: string, from: number): { end: number; isSelfClosing: boolean } {
  let index = from;
  while (index < html.length) {
    const code = html.charCodeAt(index);
    if (isTagSpace(code)) {
      index += 1;
    } else if (code === GREATER_THAN) {
      return { end: index + 1, isSelfClosing: false };
    } else if (code === SLASH) {
      if (html.charCodeAt(index + 1) === GREATER_THAN) return { end: index + 2, isSelfClosing: true };
      index += 1;
    } else {
      // An attribute name (its first character may be anything, '=' included), then maybe a value.
      index += 1;
      while (index < html.length) {
        const next = html.charCodeAt(index);
        if (isTagSpace(next) || next === SLASH || next === GREATER_THAN || next === EQUALS) break;
        index += 1;
      }
      while (isTagSpace(html.charCodeAt(index))) index += 1;
      if (html.charCodeAt(index) !== EQUALS) continue;
      index += 1;
      while (isTagSpace(html.charCodeAt(index))) index += 1;
      const quote = html.charCodeAt(index);
      if (quote === DOUBLE_QUOTE || quote === SINGLE_QUOTE) {
        const closing = html.indexOf(quote === DOUBLE_QUOTE ? '"' : "'", index + 1);
        if (closing === -1) break;
        index = closing + 1;
      } else {
        while (index < html.length) {
          const next = html.charCodeAt(index);
          if (isTagSpace(next) || next === GREATER_THAN) break;
          index += 1;
        }
      }
    }
  }
  // The end came inside the tag: a dangling tag, dropped with the rest.
  return { end: html.length, isSelfClosing: false };
}

/** The end of a tag name (ASCII letters are lower-cased by the caller). */
function tagNameEnd(html: string, from: number): number {
  let index = from;
  while (index < html.length) {
    const code = html.charCodeAt(index);
    if (isTagSpace(code) || code === SLASH || code === GREATER_THAN) break;
    index += 1;
  }
  return index;
}

/** Where a comment that starts at `at` ('<!--') ends: after '-->' (or '--!>'), else the end. */
function commentEnd(html: string, at: number): number {
  const bodyStart = at + 4;
  if (html.charCodeAt(bodyStart) === GREATER_THAN) return bodyStart + 1; // '<!-->'
  if (html.startsWith("->", bodyStart)) return bodyStart + 2; // '<!--->'
  let dashes = html.indexOf("--", bodyStart);
  while (dashes !== -1) {
    if (html.charCodeAt(dashes + 2) === GREATER_THAN) return dashes + 3;
    if (html.startsWith("!>", dashes + 2)) return dashes + 4;
    dashes = html.indexOf("--", dashes + 1);
  }
  return html.length;
}

/** Just after the next `marker` from `from` on, or the end of the string when none comes. */
function after(html: string, marker: string, from: number): number {
  const found = html.indexOf(marker, from);
  return found === -1 ? html.length : found + marker.length;
}

/** Whether the tag name `name` (lower case) is written at `at`, in any case. */
function isNameAt(html: string, at: number, name: string): boolean {
  for (let offset = 0; offset < name.length; offset += 1) {
    const code = html.charCodeAt(at + offset);
    if ((isAsciiLetter(code) ? code | 0x20 : code) !== name.charCodeAt(offset)) return false;
  }
  return true;
}

/** Where a raw text element's content ends: after its end tag ('</script …>', any case), else the end. */
function rawTextEnd(html: string, from: number, name: string): number {
  let candidate = html.indexOf("</", from);
  while (candidate !== -1) {
    const nameStart = candidate + 2;
    const delimiter = html.charCodeAt(nameStart + name.length);
    if (
      isNameAt(html, nameStart, name) &&
      (isTagSpace(delimiter) || delimiter === SLASH || delimiter === GREATER_THAN)
    ) {
      return scanAttributes(html, nameStart + name.length).end;
    }
    candidate = html.indexOf("</", nameStart);
  }
  return html.length;
}

/** Untrusted HTML → plain text (see the top of this file). */
export function toPlainText(html: string | null | undefined): string {
  if (!html) return "";
  const parts: string[] = [];
  /** The dropped containers open at this point (indexes into DROPPED_CONTAINERS), innermost last. */
  const open: number[] = [];
  /** How many of each container are open. */
  const openCounts = DROPPED_CONTAINERS.map(() => 0);
  let textStart = 0;
  let index = 0;
  const endText = (end: number) => {
    if (end > textStart && open.length === 0) parts.push(decodeEntities(html.slice(textStart, end)));
  };

  for (let lessThan = html.indexOf("<"); lessThan !== -1; lessThan = html.indexOf("<", index)) {
    const next = html.charCodeAt(lessThan + 1);
    const isEndTag = next === SLASH && isAsciiLetter(html.charCodeAt(lessThan + 2));
    if (next !== EXCLAMATION && next !== QUESTION && !isEndTag && !isAsciiLetter(next)) {
      // A '<' that opens no tag is text.
      index = lessThan + 1;
      continue;
    }
    endText(lessThan);

    if (
      next === EXCLAMATION &&
      html.charCodeAt(lessThan + 2) === DASH &&
      html.charCodeAt(lessThan + 3) === DASH
    ) {
      index = commentEnd(html, lessThan);
    } else if (next === EXCLAMATION && html.startsWith("[CDATA[", lessThan + 2)) {
      index = after(html, "]]>", lessThan + 9);
    } else if (next === EXCLAMATION || next === QUESTION) {
      // Doctypes, processing instructions and other declarations end at the first '>'.
      index = after(html, ">", lessThan + 2);
    } else if (isEndTag) {
      const nameEnd = tagNameEnd(html, lessThan + 2);
      const name = html.slice(lessThan + 2, nameEnd).toLowerCase();
      index = scanAttributes(html, nameEnd).end;
      const container = DROPPED_CONTAINERS.indexOf(name);
      if (container !== -1 && openCounts[container]) {
        // Closes the innermost one and everything opened inside it.
        let closed: number | undefined;
        do {
          closed = open.pop();
          if (closed !== undefined) openCounts[closed] = (openCounts[closed] ?? 1) - 1;
        } while (closed !== undefined && closed !== container);
      } else if (open.length === 0 && BLOCK_TAGS.has(name)) {
        parts.push(" ");
      }
    } else {
      const nameEnd = tagNameEnd(html, lessThan + 1);
      const name = html.slice(lessThan + 1, nameEnd).toLowerCase();
      const tag = scanAttributes(html, nameEnd);
      index = tag.end;
      if (RAW_TEXT_ELEMENTS.has(name)) {
        // HTML ignores '/>' on these: the content runs to the end tag either way.
        index = rawTextEnd(html, tag.end, name);
      } else if (DROPPED_CONTAINERS.includes(name)) {
        const container = DROPPED_CONTAINERS.indexOf(name);
        const isEmptyForeignElement = tag.isSelfClosing && (name === "svg" || name === "math");
        if (!isEmptyForeignElement) {
          open.push(container);
          openCounts[container] = (openCounts[container] ?? 0) + 1;
          if (open.length > MAX_OPEN_CONTAINERS) index = html.length;
        }
      } else if (open.length === 0 && BLOCK_TAGS.has(name)) {
        parts.push(" ");
      }
    }
    textStart = index;
  }
  endText(html.length);
  return cleanCharacters(parts.join(""));
}

const isExcerptEndPunctuation = (code: number) =>
  isWhitespace(code) || ".,;:–—-".includes(String.fromCharCode(code));

/** WordPress ends generated excerpts with " […]"; show a plain ellipsis instead. */
export function tidyExcerpt(text: string): string {
  let end = text.length;
  while (end > 0 && isWhitespace(text.charCodeAt(end - 1))) end -= 1;
  if (text.charAt(end - 1) !== "]") return text;
  const marker = text.charAt(end - 2) === "…" ? 1 : text.slice(end - 4, end - 1) === "..." ? 3 : 0;
  const open = end - 2 - marker;
  if (marker === 0 || text.charAt(open) !== "[") return text;
  let start = open;
  while (start > 0 && isWhitespace(text.charCodeAt(start - 1))) start -= 1;
  return `${text.slice(0, start)}…`;
}

/** Cuts text at a word boundary so it is at most `max` characters long, ending with "…". */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  // Never leave half of a character that takes two code units (emoji and the like).
  if (isHighSurrogate(cut.charCodeAt(cut.length - 1))) cut = cut.slice(0, -1);
  const lastSpace = cut.lastIndexOf(" ");
  if (lastSpace > max * 0.6) cut = cut.slice(0, lastSpace);
  let end = cut.length;
  while (end > 0 && isExcerptEndPunctuation(cut.charCodeAt(end - 1))) end -= 1;
  return `${cut.slice(0, end)}…`;
}
