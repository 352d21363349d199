import { pickFor, stableHash } from "./stable-hash";

describe("stableHash", () => {
  it("gives FNV-1a's 32-bit values", () => {
    expect(stableHash("")).toBe(0x811c9dc5);
    expect(stableHash("a")).toBe(0xe40c292c);
    expect(stableHash("foobar")).toBe(0xbf9cf968);
  });

  it("spreads neighbouring texts over the choices", () => {
    const picks = new Set(Array.from({ length: 40 }, (_, index) => pickFor(`post-${index}`, 6)));
    expect(picks.size).toBe(6);
    expect(pickFor("post-1", 6)).toBe(pickFor("post-1", 6));
  });
});
