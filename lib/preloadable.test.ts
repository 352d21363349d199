import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { preloadable, useFirstOpen } from "./preloadable";

const Loaded = () => null;

describe("preloadable", () => {
  it("gives a lazy component until the code has arrived, then the component itself, which never suspends", async () => {
    const dialog = preloadable(async () => Loaded);
    const before = dialog.current();
    expect(before).not.toBe(Loaded);
    expect((before as unknown as { $$typeof: symbol }).$$typeof).toBe(Symbol.for("react.lazy"));
    await dialog.preload();
    expect(dialog.current()).toBe(Loaded);
  });

  it("fetches once however often it is asked, and again after a failed fetch", async () => {
    const load = vi
      .fn<() => Promise<typeof Loaded>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(Loaded);
    const dialog = preloadable(load);
    await expect(dialog.preload()).rejects.toThrow("offline");
    await Promise.all([dialog.preload(), dialog.preload()]);
    expect(load).toHaveBeenCalledTimes(2);
    expect(dialog.current()).toBe(Loaded);
  });
});

describe("useFirstOpen", () => {
  it("renders nothing until asked, then keeps the component it chose even once the code arrives", async () => {
    const dialog = preloadable(async () => Loaded);
    const { result } = renderHook(() => useFirstOpen(dialog));
    expect(result.current[0]).toBeNull();
    act(() => result.current[1]());
    const chosen = result.current[0];
    expect(chosen).not.toBe(Loaded);
    await act(async () => {
      await dialog.preload();
    });
    act(() => result.current[1]());
    expect(result.current[0]).toBe(chosen);
  });

  it("renders the loaded component itself when the code came first", async () => {
    const dialog = preloadable(async () => Loaded);
    await dialog.preload();
    const { result } = renderHook(() => useFirstOpen(dialog));
    act(() => result.current[1]());
    expect(result.current[0]).toBe(Loaded);
  });
});
