/**
 * The "scripts removed" version of a built page, for `npm run bench`: the same HTML without any `<script>` element
 * or `<link rel="modulepreload">`, everything else kept byte for byte; pure and string-based
 * (docs/decisions/the-benchmark.md).
 */

/** Attributes of a start tag: anything but `>`, with quoted values that may hold one. */
const ATTRIBUTES = String.raw`(?:[^>"']|"[^"]*"|'[^']*')*`;
const COMMENT = String.raw`<!--[\s\S]*?(?:-->|$)`;
/** A script element: its start tag, its text, and its end tag (or the end of the document). */
const SCRIPT = String.raw`<script(?=[\s/>])${ATTRIBUTES}>[\s\S]*?(?:<\/script(?=[\s/>])[^>]*>|$)`;
const LINK = String.raw`<link(?=[\s/>])${ATTRIBUTES}>`;

const REMOVABLE = new RegExp(`(${COMMENT})|${SCRIPT}|(${LINK})`, "gi");
const REL = /\srel\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>/]+))/i;

/** Whether a `<link …>` start tag is a module preload (`rel` holds the token "modulepreload"). */
export function isModulePreload(linkTag: string): boolean {
  const [, doubleQuoted, singleQuoted, unquoted] = REL.exec(linkTag) ?? [];
  const rel = doubleQuoted ?? singleQuoted ?? unquoted ?? "";
  return rel
    .toLowerCase()
    .split(/\s+/)
    .some((token) => token === "modulepreload");
}

/** The page without its `<script>` elements and `<link rel="modulepreload">` tags. */
export function stripScripts(html: string): string {
  return html.replace(REMOVABLE, (match, comment?: string, link?: string) => {
    if (comment !== undefined) return comment;
    if (link !== undefined) return isModulePreload(link) ? "" : link;
    return "";
  });
}
