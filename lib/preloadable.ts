/**
 * A component whose code is fetched ahead of its first use (when its trigger comes into view, or on hover,
 * touch or focus) and that then renders at once on the first click, without React.lazy's first suspend
 * (docs/decisions/dialogs-ready-before-the-click.md).
 */
import { lazy, useCallback, useState, type ComponentType } from "react";

export type Preloadable<Props> = {
  /** Fetches and runs the component's module once; a failed fetch is tried again on the next call. */
  preload: () => Promise<ComponentType<Props>>;
  /** The component to render now: the loaded one, or a lazy one that suspends until it is. */
  current: () => ComponentType<Props>;
};

export function preloadable<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): Preloadable<Props> {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  return { preload, current: () => loaded ?? Lazy };
}

/**
 * The component to render once a visitor first asks for it (null until then), and the call that
 * asks: the component is chosen at that moment (loaded or lazy) and kept, so it is never remounted
 * as another component when its code arrives later. The call keeps its identity across renders.
 */
export function useFirstOpen<Props extends object>(
  component: Preloadable<Props>,
): [ComponentType<Props> | null, () => void] {
  const [shown, setShown] = useState<ComponentType<Props> | null>(null);
  const ask = useCallback(
    () => setShown((chosen: ComponentType<Props> | null) => chosen ?? component.current()),
    [component],
  );
  return [shown, ask];
}
