/**
 * JSON answers, parsed only as far as a call needs: a list cut after the entries asked for, long strings
 * cut, too many keys and values refused, so `JSON.parse` never runs long
 * (docs/decisions/feed-work-in-short-tasks.md).
 */
import { FEED_MAX_JSON_STRING_CHARS, FEED_MAX_JSON_TOKENS } from "./limits";

const QUOTE = 0x22;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACKET = 0x5b;
const BACKSLASH = 0x5c;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
/** JSON's longest escape, `\uXXXX`. */
const LONGEST_ESCAPE = 6;

const isToken = (code: number) =>
  code === QUOTE ||
  code === COMMA ||
  code === COLON ||
  code === OPEN_BRACKET ||
  code === CLOSE_BRACKET ||
  code === OPEN_BRACE ||
  code === CLOSE_BRACE;

/** The next character that opens or closes a value, separates two, or starts a string. */
const NEXT_TOKEN = /["{}[\],:]/g;
/** The quote that ends a string: one after an even run of backslashes (none included). */
const STRING_END = /(?<!\\)(?:\\\\)*"/g;

/** Just after the string whose opening quote is at `at`, or the end of the text when it never ends. */
function stringEnd(text: string, at: number): number {
  const quote = text.indexOf('"', at + 1);
  if (quote === -1) return text.length;
  if (text.charCodeAt(quote - 1) !== BACKSLASH) return quote + 1;
  STRING_END.lastIndex = at + 1;
  return STRING_END.test(text) ? STRING_END.lastIndex : text.length;
}

/**
 * Where to cut the string whose characters start at `from` so that it keeps at most `maxChars` of
 * them and no escape is cut in half: before the escape that the last backslash near the cut starts
 * (a backslash that ends an odd run of them starts one).
 */
function stringCut(text: string, from: number, maxChars: number): number {
  const cut = from + maxChars;
  for (let at = cut - 1; at >= Math.max(from, cut - LONGEST_ESCAPE); at -= 1) {
    if (text.charCodeAt(at) !== BACKSLASH) continue;
    let run = 1;
    while (at - run >= from && text.charCodeAt(at - run) === BACKSLASH) run += 1;
    return run % 2 === 1 ? at : cut;
  }
  return cut;
}

/**
 * The JSON text to parse of an answer: a list cut after its first `maxEntries` entries, anything
 * else whole, with each string cut to `maxStringChars`. Undefined when that part holds more than
 * `maxTokens` keys and values (counted as the brackets, braces, commas, colons and strings outside
 * strings).
 */
export function jsonToParse(
  text: string,
  maxEntries: number,
  maxTokens: number = FEED_MAX_JSON_TOKENS,
  maxStringChars: number = FEED_MAX_JSON_STRING_CHARS,
): string | undefined {
  const start = text.length - text.trimStart().length;
  const first = text.charCodeAt(start);
  // A string, a number or not JSON at all: cheap for JSON.parse to read or refuse.
  if (first !== OPEN_BRACKET && first !== OPEN_BRACE) return text;
  /** The text kept so far, when a string has been cut; `copied` is where the rest starts. */
  const kept: string[] = [];
  let copied = 0;
  const keptTo = (end: number) =>
    kept.length === 0 ? text.slice(0, end) : kept.join("") + text.slice(copied, end);
  let depth = 0;
  let entries = 0;
  let tokens = 0;
  for (let index = start; index < text.length; index += 1) {
    let code = text.charCodeAt(index);
    if (!isToken(code)) {
      // A run between tokens (spaces, numbers, literals): skipped by the engine's search.
      NEXT_TOKEN.lastIndex = index;
      if (!NEXT_TOKEN.test(text)) break;
      index = NEXT_TOKEN.lastIndex - 1;
      code = text.charCodeAt(index);
    }
    tokens += 1;
    if (tokens > maxTokens) return undefined;
    if (code === QUOTE) {
      const end = stringEnd(text, index);
      // (A string that never ends is left to JSON.parse to refuse.)
      if (end < text.length && end - index - 2 > maxStringChars) {
        kept.push(text.slice(copied, stringCut(text, index + 1, maxStringChars)), '"');
        copied = end;
      }
      index = end - 1;
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      depth += 1;
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
      depth -= 1;
      if (depth === 0) break;
    } else if (code === COMMA && depth === 1 && first === OPEN_BRACKET) {
      entries += 1;
      if (entries >= maxEntries) return `${keptTo(index)}]`;
    }
  }
  return keptTo(text.length);
}
