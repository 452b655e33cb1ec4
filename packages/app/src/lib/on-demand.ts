import { useCallback, useState } from 'react';

/** Code a page has loaded on demand, and whether it is to mount open (it was pressed for). */
export type Loaded<T> = { value: T; open: boolean };

/** Code that loads when first wanted, once; see `onDemand`. */
export type OnDemand<T> = {
  /** Loads the code (once; a failed load is tried again on the next call). */
  load: () => Promise<T>;
  /** Starts loading and ignores the outcome: a trigger's pointer-enter and focus. */
  preload: () => void;
  /**
   * The code once this component asked for it (`request`), else undefined; already loaded when
   * the component mounts, it is there at once (closed). `request(true)` is a press on a stand-in:
   * the control mounts open, so the first press is never lost.
   */
  useLoaded: () => readonly [Loaded<T> | undefined, (open: boolean) => void];
};

/**
 * A part of the page whose code is not in its first load: menus, popovers and dialogs the layout
 * shows only on interaction. The page shows a stand-in that looks like the control's trigger; the
 * pointer or focus reaching it starts the load (`preload`), and a press (click, Enter, Space,
 * ArrowDown) mounts the control open once the code is there. The stand-in is replaced on a press
 * only, never on a preload, so the focus does not jump away from a trigger being tabbed through.
 * @example
 * const menus = onDemand(() => import('./menus.tsx'));
 * const [loaded, request] = menus.useLoaded();
 * return loaded ? <loaded.value.Menu defaultOpen={loaded.open} /> : <button onClick={() => request(true)} … />;
 */
export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let promise: Promise<T> | undefined;
  let value: { current: T } | undefined;
  const load = () => {
    promise ??= importer().then(
      (loaded) => {
        value = { current: loaded };
        return loaded;
      },
      (error: unknown) => {
        promise = undefined;
        throw error;
      },
    );
    return promise;
  };
  const preload = () => void load().catch(() => undefined);
  function useLoaded() {
    const [state, setState] = useState<Loaded<T> | undefined>(() =>
      value ? { value: value.current, open: false } : undefined,
    );
    const request = useCallback((open: boolean) => {
      load().then(
        (loaded) => setState((now) => now ?? { value: loaded, open }),
        () => undefined,
      );
    }, []);
    return [state, request] as const;
  }
  return { load, preload, useLoaded };
}
