/**
 * Puts a dataset's entries in the order their `order` fields give (ties, which the content check
 * refuses, fall back to the file name) and drops that field: the list's order is the page's.
 * Works on what `getCollection` returns and on what the Node loader returns alike.
 */
type Ordered = { order: number };
type Entry<Data extends Ordered> = { id: string; data: Data };

function sorted<Data extends Ordered>(entries: readonly Entry<Data>[]): Entry<Data>[] {
  return [...entries].sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id));
}

/** The entries' data in page order, without `order`. */
export function inPageOrder<Data extends Ordered>(entries: readonly Entry<Data>[]): Omit<Data, "order">[] {
  return sorted(entries).map(({ data: { order: _order, ...rest } }) => rest);
}

/** The same, each led by its id (the file name), for datasets whose entries need one (anchors, map pins). */
export function inPageOrderWithIds<Data extends Ordered>(
  entries: readonly Entry<Data>[],
): ({ id: string } & Omit<Data, "order">)[] {
  return sorted(entries).map(({ id, data: { order: _order, ...rest } }) => ({ id, ...rest }));
}
