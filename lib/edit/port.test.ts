import { describe, expect, it } from "vitest";

import { DEFAULT_EDIT_PORT, editPort } from "./port";

describe("the editing screen's port", () => {
  it("is 4321 unless EDIT_PORT says otherwise", () => {
    expect(editPort(undefined)).toBe(DEFAULT_EDIT_PORT);
    expect(editPort(" ")).toBe(4321);
    expect(editPort("4521")).toBe(4521);
  });

  it("refuses anything but a port number, naming the variable", () => {
    for (const value of ["abc", "0", "70000", "43.5"])
      expect(() => editPort(value)).toThrow(
        `EDIT_PORT must be a port number from 1 to 65535, got '${value}'`,
      );
  });
});
