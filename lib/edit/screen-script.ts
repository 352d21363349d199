/**
 * The editing screen's page scripts: the guard the gate writes at the top of its page (lib/edit/middleware.ts),
 * so typing is never lost to another tab's save or a reload, and the content check's banner
 * (docs/decisions/two-tabs-one-entry.md, docs/decisions/editing-checks-in-the-preview.md).
 */
import { NEXT_PLACES_KEY } from "../../cms/next-place";

/** Where each collection's files live (`board` → `content/board/`), and each singleton's file. */
export type ScreenPaths = { collections: Record<string, string>; singletons: Record<string, string> };

const SAVED_ELSEWHERE_CHANNEL = "wup-editing-saves";
export const NOTICE_ID = "wup-saved-elsewhere";
/** The custom message the editing server sends on its Vite socket the moment a data file or photo changes. */
export const DATA_CHANGED_EVENT = "wup:data-changed";

/** Runs in the browser, before the page's modules; it must not refer to anything outside itself. */
function installScreenGuards(
  paths: ScreenPaths,
  channelName: string,
  noticeId: string,
  dataChangedEvent: string,
): void {
  /**
   * A reload that comes this soon after a save, or after the server said a data file changed, is
   * that change's echo (the content layer can take seconds on a busy machine): never needed here.
   */
  const ECHO_MS = 15_000;
  let hasTyping = false;
  let lastSaveAt = 0;
  // Typing in an entry's form, not in the list's search box: a reload then loses nothing.
  document.addEventListener(
    "input",
    (event) => {
      if (event.target instanceof Element && event.target.closest("form")) hasTyping = true;
    },
    true,
  );

  function notify(message: string, isSpecific: boolean) {
    const shown = document.getElementById(noticeId);
    if (shown?.dataset.specific === "true" && !isSpecific) return;
    shown?.remove();
    const notice = document.createElement("div");
    notice.id = noticeId;
    notice.dataset.specific = String(isSpecific);
    notice.setAttribute("role", "alert");
    notice.style.cssText =
      "position:fixed;z-index:2147483647;inset:auto 1rem 1rem 1rem;max-width:44rem;margin:0 auto;padding:1rem 1.25rem;" +
      "background:#fff8e1;color:#1f2933;border:2px solid #b7791f;border-radius:.5rem;font:16px/1.5 system-ui,sans-serif;" +
      "box-shadow:0 4px 16px rgba(0,0,0,.2)";
    const text = document.createElement("p");
    text.style.margin = "0 0 .75rem";
    text.textContent = message;
    const reload = document.createElement("button");
    reload.type = "button";
    reload.textContent = "Reload the saved version";
    reload.addEventListener("click", () => location.reload());
    const dismiss = document.createElement("button");
    dismiss.type = "button";
    dismiss.textContent = "Keep editing";
    dismiss.style.marginLeft = ".75rem";
    dismiss.addEventListener("click", () => notice.remove());
    notice.append(text, reload, dismiss);
    document.body.append(notice);
  }

  const RealSocket = window.WebSocket;
  class EditingSocket extends RealSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      if (protocols !== "vite-hmr") return;
      // Vite's client listens with addEventListener('message'): hold a reload back from it while typing.
      const listen = this.addEventListener.bind(this);
      this.addEventListener = ((
        type: string,
        listener: EventListenerOrEventListenerObject,
        options?: boolean | AddEventListenerOptions,
      ) => {
        if (type !== "message" || typeof listener !== "function") return listen(type, listener, options);
        return listen(
          "message",
          (event: Event) => {
            const data = (event as MessageEvent<unknown>).data;
            if (typeof data === "string" && data.includes(`"${dataChangedEvent}"`)) lastSaveAt = Date.now();
            const isReload = typeof data === "string" && data.includes('"full-reload"');
            if (isReload && Date.now() - lastSaveAt < ECHO_MS) return;
            if (isReload && hasTyping) {
              notify(
                "The site's files changed while you were typing here. This form keeps your typing; " +
                  "save it, or copy it and reload to see the changes.",
                false,
              );
              return;
            }
            listener.call(this, event);
          },
          options,
        );
      }) as typeof this.addEventListener;
    }
  }
  window.WebSocket = EditingSocket;

  const channel = new BroadcastChannel(channelName);
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const isSave =
      init?.method === "POST" && new URL(url, location.href).pathname === "/api/keystatic/update";
    if (isSave) lastSaveAt = Date.now();
    const response = await realFetch(input, init);
    if (isSave && response.ok) {
      lastSaveAt = Date.now();
      hasTyping = false;
      try {
        const body = JSON.parse(String(init.body)) as {
          additions?: { path: string }[];
          deletions?: { path: string }[];
        };
        const saved = [...(body.additions ?? []), ...(body.deletions ?? [])].map(({ path }) => path);
        channel.postMessage({ saved });
      } catch {
        // Not an update this script knows how to read: nothing to announce.
      }
    }
    return response;
  };

  /** The data file of the entry this tab shows, from its address, if it shows one. */
  function shownFile(): string | undefined {
    const item = /^\/keystatic\/(?:branch\/[^/]+\/)?collection\/([^/]+)\/item\/([^/]+)/.exec(
      location.pathname,
    );
    if (item?.[1] && item[2]) {
      const folder = paths.collections[decodeURIComponent(item[1])];
      return folder === undefined ? undefined : `${folder}${decodeURIComponent(item[2])}.yaml`;
    }
    const singleton = /^\/keystatic\/(?:branch\/[^/]+\/)?singleton\/([^/]+)/.exec(location.pathname);
    const file = singleton?.[1] ? paths.singletons[decodeURIComponent(singleton[1])] : undefined;
    return file === undefined ? undefined : `${file}.yaml`;
  }

  channel.addEventListener("message", (event: MessageEvent<{ saved?: unknown }>) => {
    const saved = Array.isArray(event.data.saved)
      ? event.data.saved.filter((path) => typeof path === "string")
      : [];
    lastSaveAt = Date.now();
    const file = shownFile();
    if (file === undefined || !saved.includes(file)) return;
    notify(
      `This entry (${file}) was just saved in another tab or window. This form still shows the version you ` +
        "opened, with your typing: saving it would replace the other save. To keep your typing, copy it, " +
        "reload to see the saved version, and paste it back.",
      true,
    );
  });
}

/** The script's source, called with this configuration, for an inline `<script>`. */
export function screenScript(paths: ScreenPaths): string {
  const args = [paths, SAVED_ELSEWHERE_CHANNEL, NOTICE_ID, DATA_CHANGED_EVENT]
    .map((value) => JSON.stringify(value))
    .join(", ");
  const call = `(${installScreenGuards.toString()})(${args});`;
  // Only "</" could end the inline script early; "<\/" means the same inside strings and patterns.
  return call.replaceAll("</", "<\\/");
}

/** The content check's verdict, sent by the editing server after each save (lib/edit/editing-screen.ts). */
export const VERDICT_EVENT = "wup:content-check";
/** What a page sends as it opens, to be told the last verdict at once. */
export const VERDICT_REQUEST_EVENT = "wup:content-check-request";
export const BANNER_ID = "wup-content-problems";

/**
 * A problem as the banner shows it: lib/content/problem.ts, with its field described for the editor,
 * in the file's words (`applications → closes`) and in the form's (`Applications → Closes`; empty
 * when they are the same or the file has no form). `copiedFrom`: the earlier edition whose text
 * the field still holds (lib/content/copies.ts).
 */
type BannerProblem = {
  file: string;
  field: string;
  label: string;
  message: string;
  copiedFrom?: string;
};
export type ContentVerdict = {
  problems: BannerProblem[];
  /** Each dataset's next free place on the page, which a new entry's form proposes (cms/next-place.ts). */
  nextPlaces: Record<string, number>;
};

/** What the banner needs of Vite's channel to the server (the page's `import.meta.hot`). */
export type HotChannel = {
  on(event: string, listener: (data: unknown) => void): void;
  send(event: string, data?: unknown): void;
};

/**
 * Runs in the browser on every page of the editing server, the editing screen and the site's
 * preview alike (a page script of lib/edit/editing-screen.ts): shows the content check's problems,
 * every one with its file, field and fix, in a banner the server keeps up to date after each save,
 * and removes it once the content is valid again. On the screen it is an alert (announced when it
 * appears), docked beside the form; on the preview, a status at the top of the page. It must not
 * refer to anything outside itself.
 */
export function installContentBanner(
  hot: HotChannel | undefined,
  verdictEvent: string,
  requestEvent: string,
  bannerId: string,
  nextPlacesKey: string,
): Promise<void> {
  // Loaded twice on a page with islands (as a page script and before hydration): install once.
  if (!hot || document.documentElement.dataset.contentBanner) return Promise.resolve();
  document.documentElement.dataset.contentBanner = "installed";
  const isScreen = /^\/keystatic(?:\/|$)/.test(location.pathname);
  const FIRST_VERDICT_WAIT_MS = 3000;
  let shown = "";

  function problemsOf(data: unknown): BannerProblem[] {
    const problems = typeof data === "object" && data !== null && "problems" in data ? data.problems : [];
    if (!Array.isArray(problems)) return [];
    return problems.filter(
      (problem): problem is BannerProblem =>
        typeof problem === "object" &&
        problem !== null &&
        typeof (problem as BannerProblem).file === "string" &&
        typeof (problem as BannerProblem).field === "string" &&
        typeof (problem as BannerProblem).label === "string" &&
        typeof (problem as BannerProblem).message === "string" &&
        ["string", "undefined"].includes(typeof (problem as BannerProblem).copiedFrom),
    );
  }

  function element<Tag extends keyof HTMLElementTagNameMap>(tag: Tag, text = "", css = "") {
    const made = document.createElement(tag);
    made.textContent = text;
    made.style.cssText = css;
    return made;
  }

  /**
   * Where the banner sits. On the preview: at the top of the page. On the screen, from 60rem wide:
   * docked on the right, the screen made narrower beside it (Keystatic's layout fills the body), so
   * it covers no field or button; narrower, at the top of the page, which then scrolls.
   */
  function placement(): HTMLStyleElement {
    const style = element("style");
    style.id = `${bannerId}-style`;
    style.textContent =
      `#${bannerId}{box-sizing:border-box;margin:0;padding:1rem 1.25rem;background:#fdecea;color:#1f2933;` +
      "border:0 solid #b42318;border-bottom-width:2px;font:16px/1.5 system-ui,sans-serif;text-align:left;" +
      "position:relative;z-index:2147483646}" +
      (isScreen
        ? `@media (min-width:60rem){body{margin-right:24rem!important}#${bannerId}{position:fixed;top:0;` +
          "right:0;bottom:0;width:24rem;overflow:auto;border-width:0 0 0 2px}}"
        : "");
    return style;
  }

  function banner(problems: readonly BannerProblem[]): HTMLElement {
    // What stops the build, and the fields a duplicated edition still shares with an earlier one,
    // which only keep that edition off the site (lib/content/copies.ts).
    const blocking = problems.filter((problem) => problem.copiedFrom === undefined).length;
    const copied = problems.length - blocking;
    const editions = new Set(
      problems.filter((problem) => problem.copiedFrom !== undefined).map((problem) => problem.file),
    ).size;
    const box = element(
      "section",
      "",
      // Amber, not red, when nothing stops the build.
      blocking ? "" : "background:#fff4e5;border-color:#b54708",
    );
    box.id = bannerId;
    box.setAttribute("role", isScreen ? "alert" : "status");
    box.setAttribute("aria-labelledby", `${bannerId}-title`);
    const title = element(
      "h2",
      blocking
        ? `The content check found ${blocking === 1 ? "1 problem" : `${blocking} problems`}`
        : `${editions === 1 ? "1 edition is" : `${editions} editions are`} not on the site yet`,
      "margin:0 0 .25rem;font-size:1.05rem;font-weight:700",
    );
    title.id = `${bannerId}-title`;
    const explanation = blocking
      ? element(
          "p",
          `${blocking === 1 ? "Until it is fixed" : "Until they are fixed"}, a build refuses the content, and the ` +
            "site's preview shows the last valid version of a file that breaks its own rules. " +
            (isScreen
              ? "Open the entry, change the field as said, and save."
              : "Fix it on the editing screen (/keystatic) and save."),
          "margin:0 0 .5rem",
        )
      : undefined;
    // The three ways out, said once.
    const copies = copied
      ? element(
          "p",
          `${copied === 1 ? "1 field still holds" : `${copied} fields still hold`} the words of an earlier ` +
            "edition. Until each is dealt with, the site and its preview leave the new edition out and go on " +
            "presenting the earlier one. For each, do one of three things: rewrite it for this edition; clear " +
            "it; or, if it really stays the same, add its name as the problem quotes it to “Copied on purpose” " +
            "at the end of the edition's form" +
            (isScreen ? ". Then save." : " on the editing screen (/keystatic), and save."),
          "margin:0 0 .5rem",
        )
      : undefined;
    const list = element("ul", "", "margin:0;padding-left:1.25rem");
    for (const problem of problems) {
      const item = element("li", "", "margin:.5rem 0");
      const file = element("code", problem.file, "font:inherit;font-weight:600;word-break:break-all");
      const field = problem.field ? element("strong", problem.field) : undefined;
      // The field's name on the form, where it differs from the file's: "order (Place on the page)".
      const label = problem.label ? ` (${problem.label}) ` : " ";
      item.append(file, ": ", ...(field ? [field, label] : []), problem.message);
      list.append(item);
    }
    box.append(title, ...(explanation ? [explanation] : []), ...(copies ? [copies] : []), list);
    return box;
  }

  function show(data: unknown) {
    if (typeof data === "object" && data !== null && "nextPlaces" in data)
      Reflect.set(globalThis, nextPlacesKey, data.nextPlaces);
    const problems = problemsOf(data);
    const key = JSON.stringify(problems);
    if (key === shown) return;
    shown = key;
    document.getElementById(bannerId)?.remove();
    document.getElementById(`${bannerId}-style`)?.remove();
    if (problems.length === 0) return;
    document.head.append(placement());
    document.body.prepend(banner(problems));
  }

  // Resolved once the first verdict is here (or after a while without one): the screen hydrates
  // after it (a script before hydration), so a new entry's form already has its next free place.
  return new Promise((resolve) => {
    hot.on(verdictEvent, (data) => {
      show(data);
      resolve();
    });
    hot.send(requestEvent);
    setTimeout(resolve, FIRST_VERDICT_WAIT_MS);
  });
}

/**
 * The editing server's page script: the banner, called with this page's channel to the server, and
 * awaited, so that the screen hydrates once the first verdict (and its next free places) is in.
 */
export function bannerScript(): string {
  const args = [VERDICT_EVENT, VERDICT_REQUEST_EVENT, BANNER_ID, NEXT_PLACES_KEY]
    .map((value) => JSON.stringify(value))
    .join(", ");
  return `await (${installContentBanner.toString()})(import.meta.hot, ${args});`;
}

/** What formLabel reads of a Keystatic config: each form's path and its fields' labels. */
type LabelledField = { label?: string; fields?: Record<string, LabelledField>; element?: LabelledField };
type LabelledForm = { path?: string; schema?: Record<string, LabelledField> };
export type LabelledConfig = {
  collections?: Record<string, LabelledForm>;
  singletons?: Record<string, LabelledForm>;
};

/**
 * A field's name on the editing screen's form, from the Keystatic config: `applications → closes`
 * of content/events/awards/2025.yaml is "Applications → Closes". Empty when the file has no form or
 * the form has no such field, or when the form names it as the file does.
 */
export function formLabel(
  config: LabelledConfig,
  file: string,
  fieldPath: readonly (string | number)[],
): string {
  const forms = [...Object.values(config.collections ?? {}), ...Object.values(config.singletons ?? {})];
  const form = forms.find(({ path = "" }) =>
    path.endsWith("/*")
      ? file.startsWith(path.slice(0, -1)) && !file.slice(path.length - 1).includes("/")
      : file === `${path}.yaml`,
  );
  const labels: string[] = [];
  let fields = form?.schema;
  let current: LabelledField | undefined;
  for (const part of fieldPath) {
    if (typeof part === "number") {
      current = current?.element;
      labels.push(`#${part + 1}`);
    } else {
      current = current ? current.fields?.[part] : fields?.[part];
      labels.push(current?.label ?? part);
    }
    fields = undefined;
    if (!current) return "";
  }
  const label = labels.join(" → ");
  return label === fieldPath.map((part) => (typeof part === "number" ? `#${part + 1}` : part)).join(" → ")
    ? ""
    : label;
}

/** The folders and files of a Keystatic config's collections and singletons. */
export function screenPaths(config: {
  collections?: Record<string, { path?: string }>;
  singletons?: Record<string, { path?: string }>;
}): ScreenPaths {
  const entries = (record: Record<string, { path?: string }> | undefined) =>
    Object.fromEntries(
      Object.entries(record ?? {}).map(([key, { path = "" }]) => [key, path.replace(/\*$/, "")]),
    );
  return { collections: entries(config.collections), singletons: entries(config.singletons) };
}
