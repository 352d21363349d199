/**
 * Loads a page's Next.js scripts after its first paint instead of from the <head>.
 *
 * Next.js puts every chunk in the head as `<script async>` (plus a low-priority preload or two), so
 * on a slow link they are downloaded alongside the stylesheet and font, and when they arrive early
 * they run before the browser has painted anything. Every page here is pre-rendered HTML that reads
 * fine without JavaScript, so the first paint needs none of it: the tags move into one small inline
 * loader at the end of the body, which adds them (in the same order, still async) once the first
 * paint is on screen. Hydration starts a moment later; the text is already there.
 *
 * Background tabs paint nothing, so the loader also starts after LOADER_FALLBACK_MS.
 */

/** Next.js's own chunks as the head lists them: `<script src="/_next/…" async="">`. */
const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
/** Preloads of script chunks: `<link rel="preload" as="script" … href="/_next/…"/>`. */
const SCRIPT_PRELOAD =
  /<link rel="preload" as="script"(?: fetchPriority="\w+")? href="(\/_next\/static\/[^"]+\.js)"\/>/g;

export const LOADER_FALLBACK_MS = 1000;

/**
 * The inline loader: preloads, then scripts, added to the head once the browser reports its first
 * contentful paint (the paint's presentation, not just a rendered frame: under load the two can be a
 * few frames apart). Browsers without paint timing wait two animation frames instead.
 */
export function loaderScript(scripts: string[], preloads: string[]): string {
  const list = (urls: string[]) => JSON.stringify(urls);
  return [
    "(function(){var d=document,done=false;",
    "function add(tag,props){var el=d.createElement(tag);for(var k in props)el[k]=props[k];d.head.appendChild(el)}",
    "function load(){if(done)return;done=true;",
    `${list(preloads)}.forEach(function(h){add("link",{rel:"preload",as:"script",href:h})});`,
    `${list(scripts)}.forEach(function(s){add("script",{src:s,async:true})})}`,
    "function soon(){setTimeout(load,0)}",
    'var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){',
    'new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();soon()}}).observe({type:"paint",buffered:true})',
    "}else{requestAnimationFrame(function(){requestAnimationFrame(soon)})}",
    `setTimeout(load,${LOADER_FALLBACK_MS})})();`,
  ].join("");
}

/** The page with its chunk scripts and script preloads moved into the after-paint loader. */
export function deferScripts(html: string): string {
  const scripts = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1] as string);
  if (scripts.length === 0) return html;
  const preloads = [...html.matchAll(SCRIPT_PRELOAD)].map((match) => match[1] as string);
  if (!html.includes("</body>")) throw new Error("deferScripts: the page has no </body>");
  return html
    .replace(ASYNC_SCRIPT, "")
    .replace(SCRIPT_PRELOAD, "")
    .replace("</body>", `<script>${loaderScript(scripts, preloads)}</script></body>`);
}
