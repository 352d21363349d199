/*
 * A feed page's early calls, started once the HTML is parsed by src/components/feed/early-feed-calls.astro.
 * It imports nothing at run time, so Astro writes it into the page; the few lines that repeat lib/feed are
 * checked against it in early-calls-script.test.ts (docs/decisions/early-feed-calls.md).
 */
import type { EarlyAnswer, EarlyCall, EarlyEntry, EarlyFeedLimits } from "./early-calls";

export type EarlyFeedCallsConfig = {
  base: string;
  calls: readonly EarlyCall[];
  /** FEED_REQUEST_TIMEOUT_MS: a call still unanswered then is aborted. */
  timeoutMs: number;
  limits: EarlyFeedLimits;
};

/** docs/product.md §7's request: GET, JSON Accept and Content-Type, credentials included. */
const EARLY_REQUEST: RequestInit = {
  method: "GET",
  headers: { Accept: "application/json", "Content-Type": "application/json" },
  credentials: "include",
};

/**
 * An answer as text, read as it arrives (lib/feed's readFeedAnswer): a body that can't be read, or
 * that passes `maxBytes`, is a failure for a success, "" otherwise. After `signal` aborts (the time
 * limit), whatever failed is a timeout.
 */
export async function readAnswer(
  response: Promise<Response>,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<EarlyAnswer> {
  const failed = (failure: "network" | "body", error: unknown): EarlyAnswer =>
    signal?.aborted ? { failure: "timeout", error } : { failure, error };
  let answer: Response;
  try {
    answer = await response;
  } catch (error) {
    return failed("network", error);
  }
  const { ok, status, statusText } = answer;
  try {
    const reader = answer.body?.getReader();
    const decoder = new TextDecoder();
    const parts: string[] = [];
    let bytes = 0;
    for (;;) {
      const chunk = reader ? await reader.read() : undefined;
      if (!chunk || chunk.done) return { ok, status, statusText, body: parts.join("") + decoder.decode() };
      bytes += chunk.value.byteLength;
      if (bytes > maxBytes) {
        void reader?.cancel().catch(() => undefined);
        return ok ? { failure: "too-large", error: undefined } : { ok, status, statusText, body: "" };
      }
      parts.push(decoder.decode(chunk.value, { stream: true }));
    }
  } catch (error) {
    return ok ? failed("body", error) : { ok, status, statusText, body: "" };
  }
}

/*
 * lib/feed/json.ts's `jsonToParse`, repeated (the page's script imports nothing): the JSON text to
 * parse of an answer, a list cut after its first `maxEntries` entries and each string cut to
 * `maxStringChars`; undefined when that part holds more than `maxTokens` keys and values.
 */
const NEXT_TOKEN = /["{}[\],:]/g;
const STRING_END = /(?<!\\)(?:\\\\)*"/g;
const isToken = (char: string) => char !== "" && '"{}[],:'.includes(char);

function stringEnd(text: string, at: number): number {
  const quote = text.indexOf('"', at + 1);
  if (quote === -1) return text.length;
  if (text.charAt(quote - 1) !== "\\") return quote + 1;
  STRING_END.lastIndex = at + 1;
  return STRING_END.test(text) ? STRING_END.lastIndex : text.length;
}

function stringCut(text: string, from: number, maxChars: number): number {
  const cut = from + maxChars;
  for (let at = cut - 1; at >= Math.max(from, cut - 6); at -= 1) {
    if (text.charAt(at) !== "\\") continue;
    let run = 1;
    while (at - run >= from && text.charAt(at - run) === "\\") run += 1;
    return run % 2 === 1 ? at : cut;
  }
  return cut;
}

export function jsonToParse(
  text: string,
  maxEntries: number,
  { maxJsonTokens, maxJsonStringChars }: EarlyFeedLimits,
): string | undefined {
  const start = text.length - text.trimStart().length;
  const first = text.charAt(start);
  if (first !== "[" && first !== "{") return text;
  const kept: string[] = [];
  let copied = 0;
  const keptTo = (end: number) =>
    kept.length === 0 ? text.slice(0, end) : kept.join("") + text.slice(copied, end);
  let depth = 0;
  let entries = 0;
  let tokens = 0;
  for (let index = start; index < text.length; index += 1) {
    let char = text.charAt(index);
    if (!isToken(char)) {
      NEXT_TOKEN.lastIndex = index;
      if (!NEXT_TOKEN.test(text)) break;
      index = NEXT_TOKEN.lastIndex - 1;
      char = text.charAt(index);
    }
    tokens += 1;
    if (tokens > maxJsonTokens) return undefined;
    if (char === '"') {
      const end = stringEnd(text, index);
      if (end < text.length && end - index - 2 > maxJsonStringChars) {
        kept.push(text.slice(copied, stringCut(text, index + 1, maxJsonStringChars)), '"');
        copied = end;
      }
      index = end - 1;
    } else if (char === "[" || char === "{") {
      depth += 1;
    } else if (char === "]" || char === "}") {
      depth -= 1;
      if (depth === 0) break;
    } else if (char === "," && depth === 1 && first === "[") {
      entries += 1;
      if (entries >= maxEntries) return `${keptTo(index)}]`;
    }
  }
  return keptTo(text.length);
}

type Entry = Record<string, unknown>;
const isEntry = (value: unknown): value is Entry =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const hasId = (value: unknown): value is Entry & { id: number } =>
  isEntry(value) && typeof value.id === "number" && Number.isFinite(value.id);

/**
 * The entries that have an id (posts or categories) among the first `maxEntries` of a successful
 * answer, as lib/feed reads them; none when those are past the feed's limits.
 */
function entriesOf(
  answer: EarlyAnswer,
  maxEntries: number,
  limits: EarlyFeedLimits,
): (Entry & { id: number })[] {
  if (!("ok" in answer) || !answer.ok) return [];
  const text = jsonToParse(answer.body, maxEntries, limits);
  if (text === undefined) return [];
  try {
    const data: unknown = JSON.parse(text);
    return Array.isArray(data) ? data.slice(0, maxEntries).filter(hasId) : [];
  } catch {
    return [];
  }
}

/** The first post's featured image, if it is an http(s) URL (lib/feed's featuredImageOf). */
export function leadImageOf(
  answer: EarlyAnswer,
  maxEntries: number,
  limits: EarlyFeedLimits,
): string | undefined {
  const [post] = entriesOf(answer, maxEntries, limits);
  const embedded = post?._embedded;
  const media = isEntry(embedded) ? embedded["wp:featuredmedia"] : undefined;
  const first: unknown = Array.isArray(media) ? media[0] : undefined;
  const source = isEntry(first) ? first.source_url : undefined;
  if (typeof source !== "string" || !source || source.length > limits.maxUrlChars) return undefined;
  try {
    const url = new URL(source);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Preloads the lead image and, once it has loaded, paints it in the lead card's skeleton
 * (`[data-lead-image]`), where the card will show it: the page's largest paint no longer waits for
 * the island. (An http(s) URL as `URL.href` writes it holds no quote or line break, so it can't
 * end the CSS string; a backslash there only escapes the next character of the URL.)
 */
export function preloadLeadImage(href: string | undefined): void {
  if (!href) return;
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "image";
  link.href = href;
  link.fetchPriority = "high";
  link.addEventListener("load", () => {
    const box = document.querySelector<HTMLElement>("[data-lead-image]");
    if (!box) return;
    box.style.backgroundImage = `url("${href}")`;
    box.style.animation = "none";
  });
  document.head.append(link);
}

/** Starts the calls and keeps their answers where the feed's first requests look for them. */
export function startEarlyFeedCalls({ base, calls, timeoutMs, limits }: EarlyFeedCallsConfig): void {
  const answers = (window.__wupEarlyFeedAnswers ??= new Map());
  const call = (path: string, maxEntries: number, preloadsLeadImage = false) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const answer = readAnswer(
      fetch(`${base}${path}`, { ...EARLY_REQUEST, signal: controller.signal }),
      limits.maxAnswerBytes,
      controller.signal,
    );
    const early: EarlyEntry = { answer, startedAt: Date.now() };
    void answer.then((settled) => {
      clearTimeout(timer);
      early.outcome = "failure" in settled && settled.failure === "timeout" ? "timed-out" : "answered";
    });
    answers.set(path, early);
    if (preloadsLeadImage) {
      // In a task of its own: the island reads the same answer as it comes, and two parses of a
      // long one are better not in one task.
      void answer.then((settled) =>
        setTimeout(() => preloadLeadImage(leadImageOf(settled, maxEntries, limits))),
      );
    }
    return answer;
  };
  for (const { path, maxEntries, preloadsLeadImage, then } of calls) {
    const answer = call(path, maxEntries, preloadsLeadImage);
    if (!then) continue;
    // At once, before the island reads the lookup: its next request takes this call's answer.
    void answer.then((settled) => {
      const [category] = entriesOf(settled, maxEntries, limits);
      if (category) {
        call(then.pathTemplate.replace("{id}", String(category.id)), then.maxEntries, then.preloadsLeadImage);
      }
    });
  }
}
