import { describe, expect, it } from "vitest";
import { parse } from "yaml";

import keystaticConfig from "../keystatic.config";

import { filesToNormalise, savedForm } from "./normalise-yaml";

describe("the data files in the editing screen's form", () => {
  it("are all written as the screen's Save writes them, so a save changes only what the editor changed", () => {
    expect(filesToNormalise().map(({ file }) => file)).toEqual([]);
  });

  it("wrap long text as Keystatic's writer does, keep its words, and order the fields as the form does", () => {
    const board = keystaticConfig.collections.board;
    const position =
      "Director and chair of the committee on large parks, " + "urban forests and the long view ".repeat(3);
    const written = `sample: true\nname: Ana Example\norder: 30\nposition: ${position.trim()}\nlocation: Chile\ncountryCode: CL\n`;

    const saved = savedForm(board, written);

    expect(saved.split("\n").every((line) => line.length <= 80)).toBe(true);
    expect(saved).toMatch(/^order: 30\nname: Ana Example\nposition: >-\n/);
    expect(parse(saved)).toEqual(parse(written));
    expect(savedForm(board, saved)).toBe(saved);
  });
});
