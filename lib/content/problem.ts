/**
 * One thing wrong in the content, as the content check reports it: the file, the field (none when the whole
 * file is wrong) and what must change (docs/decisions/content-as-yaml-collections.md).
 */
export type FieldPath = readonly (string | number)[];

export type ContentProblem = {
  /** The file (or folder) in the repository, e.g. content/events/awards/2025.yaml. */
  file: string;
  /** Where in the file: `["applications", "closes"]`; empty for the whole file. */
  path: FieldPath;
  /** The rule and the fix in the editor's words, completing the sentence "<field> …". */
  message: string;
  /**
   * For a field still holding an earlier edition's text (lib/content/copies.ts): that edition's
   * file. The screen's panel then explains the three ways out once, above the list.
   */
  copiedFrom?: string;
};

export function problemAt(file: string, path: FieldPath, message: string): ContentProblem {
  return { file, path, message };
}

/** A problem of a whole file or folder. */
export function fileProblem(file: string, message: string): ContentProblem {
  return { file, path: [], message };
}

/** A field's path as an editor reads it: `leaders #2 → country` (lists counted from 1). */
export function describeField(fieldPath: FieldPath): string {
  return fieldPath.map((part) => (typeof part === "number" ? `#${part + 1}` : part)).join(" → ");
}

/** The problem as one line: `<file>: <field> <message>`. */
export function problemText({ file, path, message }: ContentProblem): string {
  const field = describeField(path);
  return `${file}: ${field ? `${field} ` : ""}${message}`;
}
