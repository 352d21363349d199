/**
 * The editing screen (docs/editing.md): Keystatic, editing the same YAML data files the site reads
 * (content/<dataset>/<file name>.yaml) and photos under public/images/people/. One collection per
 * dataset of content/schemas/index.ts, listed in cms/index.ts (cms/collections.test.ts checks
 * that none is missing and no field is lost on save). Where a Save goes is the configuration's choice, `EDIT_STORAGE`
 * (lib/edit/storage.ts): these files on this computer (local, `npm run edit`), a commit on a GitHub
 * branch (github) or Keystatic Cloud (cloud). This file runs on the server and in the editor's
 * browser, which each read the choice their own way (currentEditEnv).
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
