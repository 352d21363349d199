import { TOAST_DURATION_MS, TOAST_LIMIT } from "./constants";

export type Toast = {
  id: number;
  title: string;
  description?: string;
  tone?: "info" | "success" | "error";
  durationMs: number;
};

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: readonly Toast[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

/** Shows a toast. Only TOAST_LIMIT (one) is visible at a time: a new toast replaces the old. */
export function toast(input: Omit<Toast, "id" | "durationMs"> & { durationMs?: number }): number {
  const item: Toast = { durationMs: TOAST_DURATION_MS, ...input, id: nextId++ };
  const kept = [item, ...toasts].slice(0, TOAST_LIMIT);
  toasts.filter((old) => !kept.includes(old)).forEach((old) => clearTimer(old.id));
  emit(kept);
  timers.set(
    item.id,
    setTimeout(() => dismissToast(item.id), item.durationMs),
  );
  return item.id;
}

export function dismissToast(id: number): void {
  clearTimer(id);
  emit(toasts.filter((item) => item.id !== id));
}

function clearTimer(id: number) {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

const EMPTY: readonly Toast[] = [];
export function getServerToasts(): readonly Toast[] {
  return EMPTY;
}
