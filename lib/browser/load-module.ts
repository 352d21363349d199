/**
 * Loads a module script by its URL (one from lib/build/deferred-modules.ts) as a `<script type="module">`
 * added to the page, at low fetch priority (docs/decisions/page-behaviour-script.md).
 */
export function loadModule(url: string): void {
  const script = document.createElement("script");
  script.type = "module";
  script.setAttribute("fetchpriority", "low");
  script.src = url;
  document.head.append(script);
}
