/**
 * A script the gate writes at the top of the editing screen's page (lib/edit/middleware.ts), so
 * that typing is never lost to another tab's save:
 *   - The dev server tells every open page to reload after any data file changes (Astro's content
 *     layer and its SSR reload), and after it has re-bundled the screen's dependencies. The screen
 *     reads files through its own API, and a reload throws away what the editor typed. So the
 *     reload that follows a change of the data (announced by the server, DATA_CHANGED_EVENT) or a
 *     save of the screen's (this tab's or another's) is dropped, and any
 *     other reload waits while this tab has unsaved typing in an entry's form: the tab keeps its
 *     form and says the files changed. A tab without typing reloads as before.
 *   - Each save of this screen is announced to the screen's other tabs (BroadcastChannel). A tab
 *     showing an entry whose file another tab saved says so, with the file's name: its form is the
 *     version it was opened from, and saving it would replace the other save.
 * Keystatic has no hook for this (docs/decisions.md, "Two tabs, one entry").
 */

/** Where each collection's files live (`board` → `content/board/`), and each singleton's file. */
export type ScreenPaths = { collections: Record<string, string>; singletons: Record<string, string> };

export const SAVED_ELSEWHERE_CHANNEL = "wup-editing-saves";
export const NOTICE_ID = "wup-saved-elsewhere";
/** The custom message the editing server sends on its Vite socket the moment a data file or photo changes. */
export const DATA_CHANGED_EVENT = "wup:data-changed";

/** Runs in the browser, before the page's modules; it must not refer to anything outside itself. */
export function installScreenGuards(
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
