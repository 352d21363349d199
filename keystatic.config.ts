/**
 * The editing screen (docs/editing.md): Keystatic, one collection per dataset (listed in cms/index.ts),
 * editing the YAML files the site reads; `EDIT_STORAGE` chooses where a Save goes. Runs on the server and in
 * the editor's browser (docs/decisions/keystatic-editing-screen.md).
 */
import { config } from "@keystatic/core";

import { collections, navigation, singletons } from "./cms";
import { currentEditEnv, editStorage, keystaticStorage } from "./lib/edit/storage";

export default config({
  ...keystaticStorage(editStorage(currentEditEnv())),
  ui: { brand: { name: "World Urban Parks" }, navigation },
  collections,
  singletons,
});
