/**
 * For e2e/editing.spec.ts: a throwaway copy of the repository (what git tracks plus new files, the
 * generated images as a cache, node_modules linked), and the commands the spec runs in it, each in
 * its own process group so that stopping one stops its children.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, type Page } from "@playwright/test";

/** Copies the checkout's files as they are now (edited or new, not ignored) into a temporary folder. */
export function copyRepository(from = process.cwd()): string {
  const to = mkdtempSync(path.join(tmpdir(), "wup-editing-"));
  const listing = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: from,
    encoding: "utf8",
  });
  if (listing.status !== 0) throw new Error(`git ls-files failed: ${listing.stderr}`);
  for (const file of listing.stdout.split("\0")) {
    // node_modules is linked below (a checkout whose node_modules is itself a link lists it as a file).
    if (!file || file === "node_modules" || !existsSync(path.join(from, file))) continue;
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    copyFileSync(path.join(from, file), path.join(to, file));
  }
  const generated = path.join(from, "public/generated");
  if (existsSync(generated)) cpSync(generated, path.join(to, "public/generated"), { recursive: true });
  symlinkSync(path.join(from, "node_modules"), path.join(to, "node_modules"), "dir");
  return to;
}

export type Command = { process: ChildProcess; output: () => string; stop: () => void };

/** Starts `command` in `cwd` in its own process group; its output is kept for error messages. */
export function start(
  command: string,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): Command {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, detached: true });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return {
    process: child,
    output: () => output,
    stop: () => {
      if (child.pid !== undefined && child.exitCode === null) {
        try {
          process.kill(-child.pid, "SIGTERM");
        } catch {
          // Already gone.
        }
      }
    },
  };
}

/** Resolves once `command`'s output contains `text`; rejects if it exits or `timeoutMs` passes. */
export function waitForOutput(command: Command, text: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => finish(new Error(`No '${text}' after ${timeoutMs} ms:\n${command.output()}`)),
      timeoutMs,
    );
    const onData = () => {
      if (command.output().includes(text)) finish();
    };
    const onExit = () => finish(new Error(`Exited before '${text}':\n${command.output()}`));
    function finish(error?: Error) {
      clearTimeout(timer);
      command.process.stdout?.off("data", onData);
      command.process.stderr?.off("data", onData);
      command.process.off("exit", onExit);
      if (error) reject(error);
      else resolve();
    }
    command.process.stdout?.on("data", onData);
    command.process.stderr?.on("data", onData);
    command.process.once("exit", onExit);
    onData();
  });
}

/**
 * The editing screen's address as `npm run edit` printed it, with this run's key: opening it signs
 * the browser in (lib/edit/access.ts). Call after waiting for "Editing screen ready".
 */
export function editingAddress(command: Command): string {
  const address = /Editing screen ready: (http:\/\/\S+\/keystatic\?token=[\w-]+)/.exec(command.output())?.[1];
  if (!address) throw new Error(`No editing address in the output:\n${command.output()}`);
  return address;
}

/** Runs `command` to its end; rejects with its output when it fails. */
export async function run(
  command: string,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
) {
  const child = start(command, args, cwd, env);
  const code = await new Promise<number | null>((resolve) => child.process.once("close", resolve));
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} failed (${code}):\n${child.output()}`);
}

/**
 * On the editing screen: opens an entry through the menu (its section and label), the list's
 * search box and the entry's row, named by its file name.
 */
export async function openEntry(page: Page, section: string, collection: string, file: string) {
  await page
    .getByRole("list", { name: section })
    .getByRole("link", { name: collection, exact: true })
    .click();
  await page.getByRole("searchbox", { name: "Search" }).fill(file);
  const grid = page.getByRole("grid", { name: collection });
  // The header row and the one entry left: the list has finished filtering.
  await expect(grid.getByRole("row")).toHaveCount(2);
  // A click while the list re-renders can be lost; click again until the entry opens. A form Vite
  // was still bundling for can fail to render at its address, or show Keystatic's "Attempt to
  // access context outside of KeystarProvider" in place of the form (seen in CI on 27 November,
  // in both tries of the round trip): reload it, as an editor would.
  await expect(async () => {
    if (new URL(page.url()).pathname.endsWith(`/item/${file}`)) await page.reload();
    else await grid.getByRole("rowheader", { name: file, exact: true }).click();
    await expect(page.getByRole("navigation", { name: "Breadcrumbs" })).toContainText(file, {
      timeout: 10_000,
    });
    await expect(page.getByRole("button", { name: "Save" })).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
}

/**
 * Saves the open entry and waits until the screen has written it (nothing left to reset). A singleton's form
 * (one file, such as the page photos) names its button "Reset", a collection entry's "Reset changes".
 */
export async function saveEntry(page: Page, form: "entry" | "singleton" = "entry") {
  await page.getByRole("button", { name: "Save" }).click();
  const reset = page.getByRole("button", { name: form === "entry" ? "Reset changes" : "Reset", exact: true });
  await expect(reset).toBeDisabled({ timeout: 30_000 });
}
