/**
 * The build's configuration for a build script (lib/config.ts): the environment, then `.env`.
 * Import it first, before anything that reads process.env at import time (src/data/site.ts via
 * lib/env.ts): it puts the resolved values into process.env, so every module of the step sees what
 * the framework's build sees. A bad value stops the step with one clear line and exit code 1.
 */
import { ConfigError, configEnv, loadConfig, type SiteConfig } from "../../lib/config";

function load(): SiteConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
}

export const config = load();
Object.assign(process.env, configEnv(config));
