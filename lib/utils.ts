import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names and lets later Tailwind utilities win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Joins class names without merging, for components that run in the browser: `cn`'s merging
 * brings tailwind-merge (about 9 KB gzip) into every page's JavaScript. Components built on `cx`
 * must not be handed a class that conflicts with one of their own (use a prop instead).
 */
export { clsx as cx } from "clsx";
