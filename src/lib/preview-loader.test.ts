import type { Loader, LoaderContext } from "astro/loaders";
import { describe, expect, it, vi } from "vitest";

import { leavesWrongFilesOutWhileWatching } from "./preview-loader";

type Entry = { id: string; data: Record<string, unknown> };

/** A loader that reads `files` through parseData and stores each, as Astro's glob loader does. */
function loaderOf(files: readonly Entry[]): Loader {
  return {
    name: "fixture",
    load: async ({ parseData, store }) => {
      for (const { id, data } of files) store.set({ id, data: await parseData({ id, data }) });
    },
  };
}

/** A context whose schema wants a non-empty name, with a store and a logger to read back. */
function contextOf(watching: boolean) {
  const stored = new Map<string, Record<string, unknown>>();
  const warn = vi.fn();
  const context = {
    collection: "board",
    logger: { warn },
    watcher: watching ? {} : undefined,
    parseData: async ({ data }: Entry) => {
      if (!data.name) throw new Error("name must not be empty");
      return data;
    },
    store: {
      set: ({ id, data }: Entry) => {
        stored.set(id, data);
        return true;
      },
    },
  } as unknown as LoaderContext;
  return { context, stored, warn };
}

const right = { id: "aroha", data: { name: "Aroha" } };
const wrong = { id: "blank", data: { name: "" } };

describe("leavesWrongFilesOutWhileWatching", () => {
  it("on a dev server, stores the right files, leaves the wrong one out and says so", async () => {
    const { context, stored, warn } = contextOf(true);
    await leavesWrongFilesOutWhileWatching(loaderOf([right, wrong])).load(context);
    expect([...stored.keys()]).toEqual(["aroha"]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("blank"));
  });

  it("keeps a file's last valid entry when a later read of it is wrong, and takes it again once right", async () => {
    const { context, stored } = contextOf(true);
    await leavesWrongFilesOutWhileWatching(loaderOf([right])).load(context);
    await leavesWrongFilesOutWhileWatching(loaderOf([{ id: "aroha", data: { name: "" } }])).load(context);
    expect(stored.get("aroha")).toEqual({ name: "Aroha" });
    await leavesWrongFilesOutWhileWatching(loaderOf([{ id: "aroha", data: { name: "Aroha Ngata" } }])).load(
      context,
    );
    expect(stored.get("aroha")).toEqual({ name: "Aroha Ngata" });
  });

  it("in a build (no watcher), stops at a wrong file as Astro's loader does", async () => {
    const { context } = contextOf(false);
    await expect(leavesWrongFilesOutWhileWatching(loaderOf([right, wrong])).load(context)).rejects.toThrow(
      "name must not be empty",
    );
  });
});
