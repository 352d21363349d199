import { spawn, type SpawnOptions } from "node:child_process";

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command: string, args: readonly string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.once("error", reject);
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Environment for every build and tool run: no telemetry, no update checks. */
export function quietEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", NO_UPDATE_CHECK: "1", ...extra };
}
