/**
 * The events the site presents (lib/events.ts), for the header's Events menu on every page: read
 * from content/events/ once, when the layout is loaded, through the same schemas and check as the
 * collection (lib/content/load.ts). The layout does not await the collection while it renders: an
 * await there lets the page's own islands render first, which renumbers every island's React ids
 * (`prefix`) and changes the HTML of every page; pages themselves read it with `getCollection`.
 */
import { loadEntries } from "@/lib/content/load";
import { presentedEvents } from "@/lib/events";

export const layoutEvents = presentedEvents(loadEntries("events"));
