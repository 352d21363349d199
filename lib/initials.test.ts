import { describe, expect, it } from "vitest";

import { initialsOf } from "./initials";

describe("initialsOf", () => {
  it("takes the first letters of the first and last names", () => {
    expect(initialsOf("Tim Geyer")).toBe("TG");
    expect(initialsOf("Grace Wanjiru Nyambura")).toBe("GN");
    expect(initialsOf("Itziar de Luisa")).toBe("IL");
    expect(initialsOf("Pieter van Loosdrecht")).toBe("PL");
  });

  it("ignores titles and keeps letters beyond ASCII", () => {
    expect(initialsOf("Dr Richard Murray")).toBe("RM");
    expect(initialsOf("Elif Yıldız")).toBe("EY");
    expect(initialsOf("Lucía Ferrand")).toBe("LF");
  });

  it("takes the last part of a double-barrelled name, and one letter for one name", () => {
    expect(initialsOf("Naledi Mokoena-Ferris")).toBe("NF");
    expect(initialsOf("Madonna")).toBe("M");
  });
});
