import type { Thing, WithContext } from "schema-dts";

/** Serialises structured data safely for a <script> tag: `<` can't close the tag early. */
function serializeJsonLd(data: WithContext<Thing> | readonly WithContext<Thing>[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** Renders schema.org structured data (JSON-LD) from a typed object. */
export function JsonLd({ data }: { data: WithContext<Thing> | readonly WithContext<Thing>[] }) {
  // JSON-LD must be raw JSON; serializeJsonLd escapes "<" so it cannot close the tag.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
