/**
 * Byte-exact HTTP requests for hostile-URL tests: HTTP clients normalise a URL before sending it, so this writes the
 * request line as given on a plain TCP socket and returns the answer's head undecoded (latin1), where a stray CR, LF
 * or injected header can be seen (docs/decisions/serving-hardening.md).
 */
import net from "node:net";

export type RawResponse = {
  status: number;
  /** Header lines as received, in order ([name, value], names lower-cased). */
  headers: [string, string][];
  /** The response head exactly as received, up to the blank line. */
  head: string;
  location: string | undefined;
};

/** Sends `METHOD target HTTP/1.1` with only Host and Connection headers; resolves with the head. */
export function rawRequest(
  port: number,
  target: string,
  { method = "GET", host = "127.0.0.1" }: { method?: string; host?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, host);
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${target}`)));
    socket.on("connect", () => {
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`, "latin1");
    });
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      const head = end === -1 ? text : text.slice(0, end);
      const [statusLine = "", ...lines] = head.split("\r\n");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? Number.NaN);
      const headers = lines.map((line): [string, string] => {
        const colon = line.indexOf(":");
        return colon === -1
          ? [line.toLowerCase(), ""]
          : [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
      });
      resolve({ status, headers, head, location: headers.find(([name]) => name === "location")?.[1] });
    });
  });
}

/** A Location that stays on the site: one "/" then neither "/" nor "\", and no control character. */
export function isOnSiteLocation(location: string): boolean {
  return /^\/(?![/\\])/.test(location) && !/\p{Cc}/u.test(location);
}

const CR_LF = ["%0d", "%0a", "%0D%0A", "%0d%0a", "%0A%0D"];
const INJECTED = "X-Injected:%20yes";

/**
 * Request targets that once made nginx answer a Location with a raw CR or LF (header injection) or
 * one that leaves the site, in every shape a redirect rule can take: `.html`, a trailing slash,
 * both, nested, leading backslashes and double slashes, raw and encoded.
 */
export const HOSTILE_TARGETS: readonly string[] = [
  ...CR_LF.flatMap((crlf) => [
    `/${crlf}${INJECTED}.html`,
    `/foo${crlf}${INJECTED}.html`,
    `/foo${crlf}${INJECTED}/`,
    `/foo${crlf}${INJECTED}.html/`,
    `/wup-awards/${crlf}${INJECTED}/`,
    `/wup-awards/winners${crlf}${INJECTED}.html`,
    `/${crlf}/evil.example/`,
    `/foo.html${crlf}${INJECTED}/`,
    `/membership.html?x=${crlf}${INJECTED}`,
  ]),
  "/blog%0dSet-Cookie:%20injected=1;%20Path=/.html",
  "/blog%0d%0aSet-Cookie:%20injected=1;%20Path=/.html",
  "/%5Cevil.example/",
  "/%5Cevil.example.html",
  "/%5Cevil.example.html/",
  "/%5C%5Cevil.example/",
  "/%5C/evil.example/",
  "/%2F%5Cevil.example/",
  "/%2F%5Cevil.example.html",
  "//%5Cevil.example/",
  "/\\evil.example/",
  "/\\evil.example.html",
  "/\\/evil.example/",
  "//evil.example/",
  "//evil.example.html",
  "///evil.example/",
  "/%2F%2Fevil.example/",
  "/%2F%2Fevil.example.html",
  "/%2F/evil.example/",
  "/%2f%2fevil.example/",
  "/%09/evil.example/",
  "/%09%2F%2Fevil.example/",
  "/.%2F%2Fevil.example/",
  "/%2E%2E/%2F%2Fevil.example/",
  "/index.html/%5Cevil.example",
  "/%00.html",
  "/foo%00/",
];
