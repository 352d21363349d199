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

const names = Object.keys(dataCollections) as DataCollectionName[];
const collections = keystaticConfig.collections ?? {};

describe("the editing screen (keystatic.config.ts)", () => {
  it("offers every dataset of content/schemas/index.ts, and only those", () => {
    expect(Object.keys(collections).sort()).toEqual([...names].sort());
  });

  it.each(names)("writes %s's YAML files in the folder the site reads", (name) => {
    const collection = collections[name];
    expect(collection?.path).toBe(`${dataCollections[name].directory}/*`);
    expect(collection?.format).toEqual({ data: "yaml" });
    expect(collection?.label).toMatch(/^[A-Z]/);
  });

  it.each(names)("gives %s every field its schema reads, so a save loses none", (name) => {
    const collection = collections[name];
    const form = formFields({ kind: "object", fields: collection?.schema as Record<string, Field> });
    expect(form).toEqual(schemaFields(dataCollections[name].schema));
  });
});
