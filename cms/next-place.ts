/**
 * The next free place on the page of each dataset, which "Place on the page" proposes on a new entry's
 * form, from the places the editing server sends with each content check's verdict
 * (docs/decisions/editing-checks-in-the-preview.md).
 */
export const NEXT_PLACES_KEY = "__wupNextPlaces";

/** The place proposed for a new entry of the collection the screen shows, if the server sent one. */
export function nextPlace(): number | null {
  if (typeof location === "undefined") return null;
  // The collection's name is its dataset's (cms/collections.test.ts): /keystatic/collection/board/create.
  const collection = /\/collection\/([^/]+)\/create$/.exec(location.pathname)?.[1];
  const places: unknown = Reflect.get(globalThis, NEXT_PLACES_KEY);
  if (!collection || typeof places !== "object" || places === null) return null;
  const place: unknown = Reflect.get(places, decodeURIComponent(collection));
  return typeof place === "number" ? place : null;
}
