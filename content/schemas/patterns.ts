/**
 * The shapes of the values the schemas (content/schemas/) and the editing screen's forms (cms/)
 * both check, so the form refuses as the editor types what the build would refuse. It imports
 * nothing: the forms run in the browser (cms/browser.test.ts).
 */

/** A day written YYYY-MM-DD (whether it exists in the calendar is the schema's check). */
export const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A session's start and end, HH:MM - HH:MM. */
export const TIME_SLOT = /^(\d{2}):(\d{2}) - (\d{2}):(\d{2})$/;

/** An SVG drawing under assets/images/<folder>/; the group is the key the page receives. */
export const ASSET_DRAWING = /^assets\/images\/([a-z0-9-]+\/[a-z0-9-]+)\.svg$/;
