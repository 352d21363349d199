/**
 * Every dataset kept as data files: its folder (one YAML file per entry) and its schema. The
 * Astro collections (src/content.config.ts), the content check run before every build
 * (scripts/check-content.ts), the tests and the provenance report all read this one list.
 */
import { boardMemberSchema } from "./board";

export const dataCollections = {
  board: { directory: "content/board", schema: boardMemberSchema },
} as const;

export type DataCollectionName = keyof typeof dataCollections;
