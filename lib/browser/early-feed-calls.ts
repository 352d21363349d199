/*
 * A feed page's early calls (lib/feed/early-calls.ts says why and how they are used), started once
 * the HTML is parsed by src/components/early-feed-calls.astro. The page gives the calls as JSON.
 * This module imports nothing at run time, so Astro writes it into the page; the few lines that
 * repeat lib/feed (the request, reading an answer, the lead image) are checked against it in
 * early-feed-calls.test.ts.
 */
import type { EarlyAnswer, EarlyCall } from "@/lib/feed/early-calls";

export type EarlyFeedCallsConfig = {
  base: string;
  calls: readonly EarlyCall[];
  /** FEED_REQUEST_TIMEOUT_MS: a call still unanswered then is aborted. */
  timeoutMs: number;
};

/** SPEC §7's request: GET, JSON Accept and Content-Type, credentials included. */
export const EARLY_REQUEST: RequestInit = {
  method: "GET",
  headers: { Accept: "application/json", "Content-Type": "application/json" },
  credentials: "include",
};

/**
 * An answer as text; a body that can't be read is a failure for a success, "" otherwise. After
 * `signal` aborts (the time limit), whatever failed is a timeout.
 */
export async function readAnswer(response: Promise<Response>, signal?: AbortSignal): Promise<EarlyAnswer> {
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
    return { ok, status, statusText, body: await answer.text() };
  } catch (error) {
    return ok ? failed("body", error) : { ok, status, statusText, body: "" };
  }
}

type Entry = Record<string, unknown>;
const isEntry = (value: unknown): value is Entry =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const hasId = (value: unknown): value is Entry & { id: number } =>
  isEntry(value) && typeof value.id === "number" && Number.isFinite(value.id);

/** The entries of a successful answer that have an id (posts or categories), as lib/feed reads them. */
function entriesOf(answer: EarlyAnswer): (Entry & { id: number })[] {
  if (!("ok" in answer) || !answer.ok) return [];
  try {
    const data: unknown = JSON.parse(answer.body);
    return Array.isArray(data) ? data.filter(hasId) : [];
  } catch {
    return [];
  }
}

/** The first post's featured image, if it is an http(s) URL (lib/feed's featuredImageOf). */
export function leadImageOf(answer: EarlyAnswer): string | undefined {
  const [post] = entriesOf(answer);
  const embedded = post?._embedded;
  const media = isEntry(embedded) ? embedded["wp:featuredmedia"] : undefined;
  const first: unknown = Array.isArray(media) ? media[0] : undefined;
  const source = isEntry(first) ? first.source_url : undefined;
  if (typeof source !== "string" || !source) return undefined;
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
export function startEarlyFeedCalls({ base, calls, timeoutMs }: EarlyFeedCallsConfig): void {
  const answers = (window.__wupEarlyFeedAnswers ??= new Map());
  const call = (path: string, preloadsLeadImage = false) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const answer = readAnswer(
      fetch(`${base}${path}`, { ...EARLY_REQUEST, signal: controller.signal }),
      controller.signal,
    );
    void answer.finally(() => clearTimeout(timer));
    answers.set(path, answer);
    if (preloadsLeadImage) void answer.then((settled) => preloadLeadImage(leadImageOf(settled)));
    return answer;
  };
  for (const { path, preloadsLeadImage, then } of calls) {
    const answer = call(path, preloadsLeadImage);
    if (!then) continue;
    void answer.then((settled) => {
      const [category] = entriesOf(settled);
      if (category) call(then.pathTemplate.replace("{id}", String(category.id)), then.preloadsLeadImage);
    });
  }
}
