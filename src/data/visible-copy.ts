/**
 * Walks the exported content and collects the strings a visitor can read or hear, so tests can hold the copy
 * to the site's rules (docs/decisions/provenance-and-samples.md).
 */

export type VisibleString = {
  /** Where the string sits, e.g. `staff.ts:staffMembers[0].background`. */
  path: string;
  /** The key holding it (`null` for list items and function results). */
  key: string | null;
  text: string;
};

/** Keys whose values are provenance: where a fact comes from, never shown. */
const PROVENANCE_KEYS = new Set(["source", "sourceNote", "sample"]);

/**
 * `note` is provenance on a link (why this address; `ExternalLink.note`) and copy elsewhere (a
 * plan's note, a Parks Week edition's note are shown).
 */
function isProvenance(key: string, owner: object): boolean {
  return PROVENANCE_KEYS.has(key) || (key === "note" && "href" in owner);
}

/** Keys whose values are addresses, identifiers, file names or machine values, not copy. */
const NON_COPY_KEYS = new Set([
  // schema.org's vocabulary in the structured data (src/data/*-json-ld.ts): "Organization", "Event".
  "@type",
  "@context",
  "href",
  "url",
  "link",
  "path",
  "canonical",
  "src",
  "webp",
  "image",
  "images",
  "photo",
  "photos",
  "headerImage",
  "leadImage",
  "chairImage",
  "coChairImage",
  "fallbackImage",
  "webpImage",
  "logo",
  "ogImage",
  "icon",
  "id",
  "ids",
  "slug",
  "key",
  "email",
  "tel",
  "countryCode",
  "countryCodes",
  "file",
  "shape",
  "tone",
  "badgeColor",
  "variant",
  "kind",
  "category",
  "group",
  "value",
  "startDate",
  "endDate",
  "date",
  "subject",
  "joinSubject",
  "locale",
  "queryKey",
]);

/**
 * Keys in NON_COPY_KEYS that still hold copy in some datasets: `category` is an award category's
 * display name, `value` a fact's text. They are kept when the string reads as words.
 */
const MAYBE_COPY_KEYS = new Set(["category", "value", "group", "subject", "joinSubject"]);

const SAMPLE_ARGUMENTS: readonly (readonly unknown[])[] = [
  [],
  [1],
  [2],
  ["Alex Example"],
  ["Alex Example", true],
  ["Alex Example", false],
];

function isMachineValue(text: string): boolean {
  return (
    /^(https?:|mailto:|tel:|\/|#|\.\/)/.test(text) ||
    /^[a-z0-9]+([_-][a-z0-9]+)*$/.test(text) || // ids, slugs, budget ids
    /^\d{4}-\d{2}-\d{2}/.test(text) || // ISO dates
    /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(text) || // email addresses
    /^[\w-]+\/[\w/ -]+$/.test(text) // file paths
  );
}

function reads(text: string): boolean {
  return /[A-Za-z]{2,}/.test(text) && !isMachineValue(text);
}

/** Every visible string reachable from `value`, with a dotted path for the failure message. */
export function visibleStrings(value: unknown, path: string): VisibleString[] {
  const found: VisibleString[] = [];
  const texts = new Set<string>();
  const seen = new WeakSet<object>();

  function walk(node: unknown, at: string, key: string | null): void {
    if (typeof node === "string") {
      if (key !== null && NON_COPY_KEYS.has(key) && !(MAYBE_COPY_KEYS.has(key) && /\s/.test(node))) return;
      if (reads(node) && !texts.has(`${key}:${node}`)) {
        texts.add(`${key}:${node}`);
        found.push({ path: at, key, text: node });
      }
      return;
    }
    if (typeof node === "function") {
      for (const args of SAMPLE_ARGUMENTS) {
        let result: unknown;
        try {
          result = (node as (...parameters: unknown[]) => unknown)(...args);
        } catch {
          continue;
        }
        if (typeof result === "string" || (typeof result === "object" && result !== null))
          walk(result, `${at}(${args.map(String).join(", ")})`, null);
      }
      return;
    }
    if (typeof node !== "object" || node === null || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, `${at}[${index}]`, key));
      return;
    }
    if (node instanceof Map || node instanceof Set) {
      [...node.values()].forEach((item, index) => walk(item, `${at}[${index}]`, key));
      return;
    }
    for (const [childKey, child] of Object.entries(node)) {
      if (isProvenance(childKey, node)) continue;
      walk(child, `${at}.${childKey}`, childKey);
    }
  }

  walk(value, path, null);
  return found;
}
