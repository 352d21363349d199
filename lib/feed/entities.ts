/**
 * HTML character references in feed text: numeric ones and a common set of named ones, decoded as
 * browsers decode them. One forward scan; unknown or unterminated references stay as written.
 */

const NAMED_ENTITIES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    amp: "&",
    lt: "<",
    gt: ">",
    quot: '"',
    apos: "'",
    nbsp: " ",
    hellip: "…",
    ndash: "–",
    mdash: "—",
    lsquo: "‘",
    rsquo: "’",
    sbquo: "‚",
    ldquo: "“",
    rdquo: "”",
    bdquo: "„",
    laquo: "«",
    raquo: "»",
    bull: "•",
    middot: "·",
    copy: "©",
    reg: "®",
    trade: "™",
    deg: "°",
    times: "×",
    euro: "€",
    pound: "£",
    cent: "¢",
    yen: "¥",
    sect: "§",
    para: "¶",
    shy: "",
    zwj: "",
    zwnj: "",
    aacute: "á",
    eacute: "é",
    iacute: "í",
    oacute: "ó",
    uacute: "ú",
    agrave: "à",
    egrave: "è",
    ograve: "ò",
    acirc: "â",
    ecirc: "ê",
    ocirc: "ô",
    auml: "ä",
    euml: "ë",
    ouml: "ö",
    uuml: "ü",
    ntilde: "ñ",
    ccedil: "ç",
    Aacute: "Á",
    Eacute: "É",
    Oacute: "Ó",
    Uacute: "Ú",
    Ntilde: "Ñ",
    szlig: "ß",
  }),
);
/** A longer run of letters is no name of the table: it is not looked up. */
const LONGEST_ENTITY_NAME = Math.max(...Array.from(NAMED_ENTITIES.keys(), (name) => name.length));

/**
 * HTML reads numeric references 128-159 as Windows-1252 (`&#150;` is an en dash); the five
 * unassigned ones stay C1 controls, which are removed with the other controls.
 */
const WINDOWS_1252 = "€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8DŽ\x8F\x90‘’“”•–—˜™š›œ\x9DžŸ";

const HASH = 0x23;
const SEMICOLON = 0x3b;

const isAsciiLetter = (code: number) => (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;
const isAsciiDigit = (code: number) => code >= 0x30 && code <= 0x39;
const isHexDigit = (code: number) => isAsciiDigit(code) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x66);

/** U+FFFD for NUL, surrogates and numbers past U+10FFFF; Windows-1252 for 128-159. */
function numericReference(codePoint: number): string {
  if (codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff))
    return "\uFFFD";
  if (codePoint >= 0x80 && codePoint <= 0x9f) return WINDOWS_1252.charAt(codePoint - 0x80);
  return String.fromCodePoint(codePoint);
}

/** The reference starting at `at` (an '&'): its text and where it ends, or undefined if none. */
function readReference(text: string, at: number): { value: string; end: number } | undefined {
  let index = at + 1;
  if (text.charCodeAt(index) === HASH) {
    index += 1;
    const isHex = (text.charCodeAt(index) | 0x20) === 0x78;
    if (isHex) index += 1;
    const digitsStart = index;
    let codePoint = 0;
    for (; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      if (!(isHex ? isHexDigit(code) : isAsciiDigit(code))) break;
      const digit = isAsciiDigit(code) ? code - 0x30 : (code | 0x20) - 0x57;
      // Past U+10FFFF the value no longer matters: keep it from growing.
      codePoint = Math.min(codePoint * (isHex ? 16 : 10) + digit, 0x110000);
    }
    if (index === digitsStart || text.charCodeAt(index) !== SEMICOLON) return undefined;
    return { value: numericReference(codePoint), end: index + 1 };
  }
  const nameStart = index;
  if (!isAsciiLetter(text.charCodeAt(index))) return undefined;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (!isAsciiLetter(code) && !isAsciiDigit(code)) break;
    index += 1;
  }
  if (index - nameStart > LONGEST_ENTITY_NAME || text.charCodeAt(index) !== SEMICOLON) return undefined;
  const value = NAMED_ENTITIES.get(text.slice(nameStart, index));
  return value === undefined ? undefined : { value, end: index + 1 };
}

/** Decodes named (common set) and numeric HTML entities; unknown names are left as written. */
export function decodeEntities(text: string): string {
  let ampersand = text.indexOf("&");
  if (ampersand === -1) return text;
  const parts: string[] = [];
  let copied = 0;
  while (ampersand !== -1) {
    const reference = readReference(text, ampersand);
    if (reference) {
      parts.push(text.slice(copied, ampersand), reference.value);
      copied = reference.end;
    }
    ampersand = text.indexOf("&", reference ? reference.end : ampersand + 1);
  }
  parts.push(text.slice(copied));
  return parts.join("");
}
