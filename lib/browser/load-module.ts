/**
 * Loads a module script by its URL (one from lib/build/deferred-modules.ts), as a `<script
 * type="module">` added to the page: allowed by the page's `script-src 'self'`, and no `import()`,
 * which would turn the calling script into a file of its own. Its fetch priority is low: the page
 * renders without it, so it never competes with what a paint waits for (Chrome would otherwise
 * fetch a module script at high priority, as if the page's rendering needed it).
 */
export function loadModule(url: string): void {
  const script = document.createElement("script");
  script.type = "module";
  script.setAttribute("fetchpriority", "low");
  script.src = url;
  document.head.append(script);
}
