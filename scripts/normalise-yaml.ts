/**
 * `tsx scripts/normalise-yaml.ts [--check]` (`npm run content:normalise`): rewrites every data file of the
 * editing screen's collections as its Save writes it, so a later save changes only what the editor changed;
 * `--check` lists the files not yet in that form (docs/decisions/content-as-yaml-collections.md).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

import keystaticConfig from "../keystatic.config";

// Keystatic's own YAML writer and reader (a dependency of @keystatic/core, which has no types of its own here).
const require = createRequire(import.meta.url);
const yaml = require("js-yaml") as { load(text: string): unknown; dump(value: unknown): string };

/** What this script reads of a Keystatic field (ComponentSchema). */
type Field =
  | { kind: "object"; fields: Record<string, Field> }
  | { kind: "array"; element: Field }
  | { kind: "child" }
  | { kind: "conditional"; discriminant: Field; values: Record<string, Field> }
  | {
      kind: "form";
      formKind?: string;
      parse(value: unknown, context?: unknown): unknown;
      serialize(value: unknown): { value: unknown };
    };

type Form = { path?: string; slugField?: string; schema: Record<string, Field> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** A collection or singleton of the config, read as this script reads it (Keystatic's types are its own). */
function asForm(value: unknown): Form {
  if (!isRecord(value) || !isRecord(value.schema)) throw new Error("not a Keystatic collection or singleton");
  return value as Form;
}

/** A field's value as Save writes it: parsed through the field, then serialised (Keystatic's parseProps, serializeProps). */
function asSaved(field: Field, value: unknown, keepAsWritten: boolean): unknown {
  const stored = value === null ? undefined : value;
  switch (field.kind) {
    case "form":
      // The name that gives the file its name, and a photo's path: Keystatic writes them back as read.
      if (keepAsWritten || field.formKind === "asset") return stored;
      return field.serialize(field.parse(stored)).value;
    case "object": {
      const group = isRecord(stored) ? stored : {};
      const saved = Object.entries(field.fields).map(([key, inner]) => [
        key,
        asSaved(inner, group[key], false),
      ]);
      return Object.fromEntries(saved.filter(([, inner]) => inner !== undefined));
    }
    case "array":
      return (Array.isArray(stored) ? stored : []).map((item) => asSaved(field.element, item, false) ?? null);
    case "child":
      return undefined;
    case "conditional":
      throw new Error("conditional fields are not used by this site's forms");
  }
}

/** The text Save would write for a data file of `form`, read from `text`. */
export function savedForm(collection: unknown, text: string): string {
  const form = asForm(collection);
  const data = yaml.load(text);
  const entry = isRecord(data) ? data : {};
  const saved = Object.entries(form.schema).map(([key, field]) => [
    key,
    asSaved(field, entry[key], key === form.slugField),
  ]);
  return yaml.dump(Object.fromEntries(saved.filter(([, value]) => value !== undefined)));
}

/** Every data file of every collection and singleton, with the form that writes it. */
export function dataFiles(root = process.cwd()): { file: string; form: Form }[] {
  const collections = Object.values(keystaticConfig.collections ?? {}).map(asForm);
  const singletons = Object.values(keystaticConfig.singletons ?? {}).map(asForm);
  return [
    ...collections.flatMap((form) => {
      const folder = (form.path ?? "").replace(/\/\*$/, "");
      return readdirSync(path.join(root, folder))
        .filter((name) => name.endsWith(".yaml"))
        .sort()
        .map((name) => ({ file: `${folder}/${name}`, form }));
    }),
    ...singletons.map((form) => ({ file: `${form.path ?? ""}.yaml`, form })),
  ];
}

/** The files whose text differs from what Save would write, with that text. */
export function filesToNormalise(root = process.cwd()): { file: string; text: string }[] {
  return dataFiles(root).flatMap(({ file, form }) => {
    const written = readFileSync(path.join(root, file), "utf8");
    const text = savedForm(form, written);
    return text === written ? [] : [{ file, text }];
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const isCheck = process.argv.includes("--check");
  const files = filesToNormalise();
  for (const { file, text } of files) {
    if (isCheck) console.error(`  ${file} is not in the editing screen's form`);
    else writeFileSync(file, text);
  }
  console.info(
    isCheck
      ? `${files.length} data files not in the editing screen's form`
      : `Rewrote ${files.length} data files in the editing screen's form`,
  );
  if (isCheck && files.length > 0) process.exit(1);
}
