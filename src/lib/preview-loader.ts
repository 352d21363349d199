/**
 * A content loader that, on a dev server (the editing screen's preview), leaves a wrong data file out
 * instead of stopping the server; a build still stops on it
 * (docs/decisions/editing-checks-in-the-preview.md).
 */
import type { Loader, LoaderContext } from "astro/loaders";

export function leavesWrongFilesOutWhileWatching(loader: Loader): Loader {
  return {
    ...loader,
    load: (context) => (context.watcher ? loader.load(forgiving(context)) : loader.load(context)),
  };
}

function forgiving(context: LoaderContext): LoaderContext {
  /** The ids of the files whose last read broke the schema. */
  const wrong = new Set<string>();
  return {
    ...context,
    parseData: async (props) => {
      try {
        const data = await context.parseData(props);
        wrong.delete(props.id);
        return data;
      } catch {
        wrong.add(props.id);
        context.logger.warn(
          `${props.filePath ?? props.id} breaks a rule and stays out of the preview until it is right; the editing screen says what to fix.`,
        );
        return props.data;
      }
    },
    store: {
      ...context.store,
      set: (entry) => (wrong.has(entry.id) ? false : context.store.set(entry)),
    },
  };
}
