/**
 * A content loader that, on a dev server (the editing screen's preview), leaves a wrong data file
 * out instead of stopping the server. Astro's glob loader throws at the first file that breaks its
 * schema; while the server is starting, that throw stops it, so an editor whose last save was wrong
 * could not open the editing screen to put it right. Here, when the loader watches files (only a
 * dev server does), a file that breaks the schema is not stored: at start the dataset is read
 * without it, and after a save its last valid entry stays. The editing screen's content check names
 * the file, the field and the fix (lib/edit/editing-screen.ts). A build has no watcher and still
 * stops on the first wrong file, after scripts/check-content.ts has listed them all.
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
