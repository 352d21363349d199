import { describe, expect, it } from "vitest";

import { numberWord } from "./number-words";

describe("numberWord", () => {
  it("writes counts up to ten as words and larger ones as digits", () => {
    expect([0, 1, 2, 10, 11, 24].map(numberWord)).toEqual(["no", "one", "two", "ten", "11", "24"]);
  });
});
