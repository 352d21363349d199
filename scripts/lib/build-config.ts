/**
 * The build's configuration for a build script (lib/config.ts): the environment, then `.env`, put into process.env.
 * Import it first, before anything that reads process.env at import time; a bad value stops the step with one clear
 * line and exit code 1 (docs/decisions/one-build-configuration.md).
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
