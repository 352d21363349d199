import { describe, expect, it } from "vitest";

import { countryCode, provenance } from "./fields";

describe("the editing screen's fields", () => {
  it("writes sample: true when ticked and leaves it out unticked (the schema refuses sample: false)", () => {
    const { sample } = provenance();
    expect(sample.serialize(true)).toEqual({ value: true });
    expect(sample.serialize(false)).toEqual({ value: undefined });
  });

  it("refuses a country name where the two-letter code in capitals goes, as the content check does", () => {
    const code = countryCode();
    expect(code.validate("IN", undefined)).toBe("IN");
    expect(() => code.validate("India", undefined)).toThrow(
      "Country code must be a two-letter country code in capitals, such as IN for India",
    );
    expect(countryCode({ isRequired: false }).validate("", undefined)).toBe("");
  });
});
