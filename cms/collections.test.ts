import { z } from "astro/zod";
import { describe, expect, it } from "vitest";

import { dataCollections, type DataCollectionName } from "@/content/schemas";

import keystaticConfig from "../keystatic.config";

type Tree = { [field: string]: Tree } | "value" | { list: Tree };

/** The fields a schema reads, nested groups and lists included, unwrapped of optional, default, refinements. */
function schemaFields(schema: z.ZodTypeAny): Tree {
  if (schema instanceof z.ZodEffects) return schemaFields(schema.innerType());
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return schemaFields(schema.unwrap());
  if (schema instanceof z.ZodDefault) return schemaFields(schema.removeDefault());
  if (schema instanceof z.ZodArray) return { list: schemaFields(schema.element) };
  if (schema instanceof z.ZodObject)
    return Object.fromEntries(
      Object.entries(schema.shape as Record<string, z.ZodTypeAny>).map(([key, field]) => [
        key,
        schemaFields(field),
      ]),
    );
  return "value";
}

type Field = { kind: string; fields?: Record<string, Field>; element?: Field };

/** The fields the editing screen writes, in the same shape. */
function formFields(field: Field): Tree {
  if (field.kind === "object" && field.fields)
    return Object.fromEntries(Object.entries(field.fields).map(([key, inner]) => [key, formFields(inner)]));
  if (field.kind === "array" && field.element) return { list: formFields(field.element) };
  return "value";
}

const all = Object.keys(dataCollections) as DataCollectionName[];
const oneFile = all.filter((name) => "file" in dataCollections[name]);
const folders = all.filter((name) => !oneFile.includes(name));
/** What the tests read of a Keystatic collection or singleton, looked up by dataset name. */
type Form = { label: string; path?: string; format?: unknown; schema: unknown };
const collections: Partial<Record<string, Form>> = keystaticConfig.collections ?? {};
const singletons: Partial<Record<string, Form>> = keystaticConfig.singletons ?? {};

describe("the editing screen (keystatic.config.ts)", () => {
  it("offers every dataset of content/schemas/index.ts, and only those", () => {
    expect(Object.keys(collections).sort()).toEqual([...folders].sort());
    expect(Object.keys(singletons).sort()).toEqual([...oneFile].sort());
  });

  it("lists every dataset once in its side navigation", () => {
    const listed = Object.values(keystaticConfig.ui?.navigation ?? {}).flat();
    expect([...listed].sort()).toEqual([...all].sort());
  });

  it.each(folders)("writes %s's YAML files in the folder the site reads", (name) => {
    const collection = collections[name];
    expect(collection?.path).toBe(`${dataCollections[name].directory}/*`);
    expect(collection?.format).toEqual({ data: "yaml" });
    expect(collection?.label).toMatch(/^[A-Z]/);
  });

  it.each(oneFile)("writes %s's one file where the site reads it", (name) => {
    const definition = dataCollections[name];
    const file = "file" in definition ? definition.file : "";
    expect(`${singletons[name]?.path ?? ""}.yaml`).toBe(`${definition.directory}/${file}`);
    expect(singletons[name]?.format).toEqual({ data: "yaml" });
  });

  it.each([...folders, ...oneFile])("gives %s every field its schema reads, so a save loses none", (name) => {
    const form = collections[name] ?? singletons[name];
    const fields = formFields({ kind: "object", fields: form?.schema as Record<string, Field> });
    expect(fields).toEqual(schemaFields(dataCollections[name].schema));
  });
});
