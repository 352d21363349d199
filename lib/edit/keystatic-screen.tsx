/**
 * Keystatic's screen for the built editing server (lib/edit/keystatic-page.astro), with the GitHub app's name
 * read from the page at run time, so one build serves every storage (docs/decisions/hosted-editing.md).
 */
import type { Config } from "@keystatic/core";
import { Keystatic } from "@keystatic/core/ui";
import type { makePage } from "@keystatic/astro/ui";

import config from "@/keystatic.config";

import { currentEditEnv, editStorage } from "./storage";

const storage = editStorage(currentEditEnv());
const appSlug = {
  envName: "PUBLIC_KEYSTATIC_GITHUB_APP_SLUG",
  value: storage.kind === "github" ? storage.appSlug : undefined,
};

/**
 * The config as the screen takes it. Keystatic's own page (makePage) accepts any collections; its
 * screen's props name the general Config, which our collections' exact types do not widen to.
 */
function screenConfig(ours: Parameters<typeof makePage>[0]): Config {
  return ours;
}

export function KeystaticScreen() {
  return <Keystatic config={screenConfig(config)} appSlug={appSlug} />;
}
