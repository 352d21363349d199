/**
 * Counts real and sample entries in content data (see `Provenance` in content/types.ts), at any depth and
 * inside entries too (docs/decisions/provenance-and-samples.md).
 */
export type ProvenanceCount = { real: number; sample: number; samples: string[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function isEntry(value: Record<string, unknown>): boolean {
  return value.sample === true || typeof value.source === "string" || typeof value.sourceNote === "string";
}

function labelOf(entry: Record<string, unknown>, fallback: string): string {
  for (const key of ["name", "title", "winner", "href"]) {
    if (typeof entry[key] === "string") return entry[key];
  }
  return fallback;
}

/**
 * Counts the entries under `value`. Pass one `seen` set to several calls to count an entry only
 * once when lists share it (e.g. a list of all plans and a list derived from it).
 */
export function countProvenance(value: unknown, path = "", seen = new Set<unknown>()): ProvenanceCount {
  const total: ProvenanceCount = { real: 0, sample: 0, samples: [] };

  function walk(node: unknown, at: string) {
    if (!isRecord(node) || seen.has(node)) return;
    seen.add(node);
    if (isEntry(node)) {
      if (node.sample === true) {
        total.sample += 1;
        total.samples.push(labelOf(node, at));
      } else {
        total.real += 1;
      }
    }
    for (const [key, child] of Object.entries(node)) walk(child, at ? `${at}.${key}` : key);
  }

  walk(value, path);
  return total;
}
