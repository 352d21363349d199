import { describe, expect, it } from "vitest";

import { jsonToParse } from "./json";
import { FEED_MAX_ANSWER_BYTES, FEED_MAX_JSON_STRING_CHARS, FEED_MAX_JSON_TOKENS } from "./limits";

const parsed = (text: string, maxEntries: number) => {
  const kept = jsonToParse(text, maxEntries);
  return kept === undefined ? undefined : (JSON.parse(kept) as unknown);
};

/** Milliseconds of CPU time `run` takes (CPU, not wall time: the machine running tests is shared). */
function cpuTimeOf(run: () => void): number {
  const before = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
}

describe("jsonToParse", () => {
  it("cuts a list after the entries asked for", () => {
    const list = JSON.stringify(Array.from({ length: 20 }, (_, id) => ({ id, tags: [1, 2], title: "a, b" })));
    expect(parsed(list, 7)).toEqual(JSON.parse(list).slice(0, 7));
    expect(parsed(list, 1)).toEqual(JSON.parse(list).slice(0, 1));
  });

  it("keeps a list of fewer entries whole, and anything that is not a list", () => {
    for (const text of [
      "[]",
      ' [ {"id": 1} ] ',
      '{"code":"rest_error","data":{"status":500}}',
      '"text"',
      "42",
    ]) {
      expect(jsonToParse(text, 7)).toBe(text);
    }
  });

  it("reads commas, brackets and escaped quotes inside strings as text", () => {
    const entries = [
      { id: 1, title: 'a "quoted", [bracketed] {braced} title' },
      { id: 2, title: "ends with a backslash \\" },
      { id: 3, title: '\\"' },
      { id: 4 },
    ];
    expect(parsed(JSON.stringify(entries), 3)).toEqual(entries.slice(0, 3));
  });

  it("leaves JSON.parse to refuse what is not JSON, and a list broken within the entries asked for", () => {
    for (const text of [
      "<!DOCTYPE html><html>{}</html>",
      '[{"id": 1, "title": {"rendered": "Broken',
      '[{"id":1}',
    ]) {
      expect(() => JSON.parse(jsonToParse(text, 7) ?? "")).toThrow(SyntaxError);
    }
  });

  it("reads a list broken after the entries asked for as those entries", () => {
    expect(parsed('[{"id":1},{"id":2},{"id":3, "ti', 2)).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it(`refuses entries that hold more than ${FEED_MAX_JSON_TOKENS.toLocaleString("en-US")} keys and values`, () => {
    const wide = `[{"id":1,"x":[${"0,".repeat(FEED_MAX_JSON_TOKENS)}0]}]`;
    const deep = `[${"[".repeat(FEED_MAX_JSON_TOKENS + 1)}${"]".repeat(FEED_MAX_JSON_TOKENS + 1)}]`;
    const keys = `{${Array.from({ length: FEED_MAX_JSON_TOKENS / 2 + 1 }, (_, key) => `"k${key}":1`).join(",")}}`;
    for (const text of [wide, deep, keys]) expect(jsonToParse(text, 7)).toBeUndefined();
    // Entries past the ones asked for don't count.
    const long = `[{"id":1},${'{"id":2},'.repeat(FEED_MAX_JSON_TOKENS)}{"id":3}]`;
    expect(parsed(long, 1)).toEqual([{ id: 1 }]);
  });

  it(`cuts each string to ${FEED_MAX_JSON_STRING_CHARS.toLocaleString("en-US")} characters of JSON before it is parsed`, () => {
    const title = "Aa ".repeat(FEED_MAX_JSON_STRING_CHARS);
    const [post] = parsed(
      JSON.stringify([{ id: 1, title: { rendered: title }, link: "https://b.example/" }]),
      7,
    ) as {
      title: { rendered: string };
      link: string;
    }[];
    expect(post?.title.rendered).toBe(title.slice(0, FEED_MAX_JSON_STRING_CHARS));
    expect(post?.link).toBe("https://b.example/");
    const short = JSON.stringify([{ id: 1, title: "Parks" }]);
    expect(jsonToParse(short, 7)).toBe(short);
  });

  it("never cuts an escape in half: the string read is the start of the one written", () => {
    const pieces = ["a", "é", "😀", '"', "\\", "\n", "\u0001", "\u2028"];
    for (let shift = 0; shift < 12; shift += 1) {
      for (const piece of pieces) {
        const text = "x".repeat(shift) + piece.repeat(12);
        for (let max = 1; max < 20; max += 1) {
          const [value] = JSON.parse(
            jsonToParse(JSON.stringify([text, 1]), 7, FEED_MAX_JSON_TOKENS, max) ?? "",
          ) as [string];
          expect(
            text.startsWith(value) || text.startsWith(value.slice(0, -1)),
            `${piece} ${shift} ${max}`,
          ).toBe(true);
          expect(JSON.stringify(value).length - 2).toBeLessThanOrEqual(
            Math.max(max, JSON.stringify(text).length - 2),
          );
        }
      }
    }
  });

  it("cuts 2 MB answers of any shape in a few milliseconds", () => {
    const size = FEED_MAX_ANSWER_BYTES;
    const answers = {
      "100,000 posts": JSON.stringify(Array.from({ length: 100_000 }, (_, id) => ({ id }))),
      "empty objects": `[${"{},".repeat(size / 3 - 1)}{}]`,
      "one long title": JSON.stringify([{ id: 1, title: { rendered: "A".repeat(size - 100) } }]),
      "escaped quotes": JSON.stringify([{ id: 1, title: { rendered: '"'.repeat(size / 2 - 100) } }]),
      backslashes: JSON.stringify([{ id: 1, title: { rendered: "\\".repeat(size / 2 - 100) } }]),
      whitespace: `[${" ".repeat(size - 20)}{"id":1}]`,
    };
    for (const [name, text] of Object.entries(answers)) {
      let kept: string | undefined;
      // Bounded to be robust on a busy machine; on an idle one each takes well under 10 ms.
      expect(
        cpuTimeOf(() => (kept = jsonToParse(text, 7))),
        name,
      ).toBeLessThan(50);
      if (kept !== undefined)
        expect(
          cpuTimeOf(() => JSON.parse(kept ?? "")),
          name,
        ).toBeLessThan(50);
    }
  });
});
