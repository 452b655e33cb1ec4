/** How long a button stays disabled after a click (spec section 9: 2000 ms). */
export const CLICK_GUARD_MS = 2000;

export type ClickGuardOptions = {
  delayMs?: number;
  /** Timer functions; default the global ones (fake timers work too). */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
};

/** A guard that lets one click through, then ignores clicks until the delay has passed. */
export interface ClickGuard {
  /** True while clicks are ignored (render the button disabled). */
  readonly locked: boolean;
  /** Wraps a handler: the first call runs it and locks; calls while locked do nothing. */
  wrap<TArgs extends unknown[], TResult>(
    handler: (...args: TArgs) => TResult,
  ): (...args: TArgs) => TResult | undefined;
  /** Called when `locked` changes. */
  subscribe(listener: (locked: boolean) => void): () => void;
  /** Unlocks now and stops the timer. */
  dispose(): void;
}

/** Creates a click guard (2000 ms unless told otherwise). */
export function createClickGuard(options: ClickGuardOptions = {}): ClickGuard {
  const delay = options.delayMs ?? CLICK_GUARD_MS;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const listeners = new Set<(locked: boolean) => void>();
  let timer: unknown = null;
  let locked = false;

  const setLocked = (value: boolean) => {
    locked = value;
    listeners.forEach((listener) => listener(value));
  };

  return {
    get locked() {
      return locked;
    },
    wrap(handler) {
      return (...args) => {
        if (locked) return undefined;
        setLocked(true);
        timer = setTimer(() => {
          timer = null;
          setLocked(false);
        }, delay);
        return handler(...args);
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      if (timer !== null) clearTimer(timer);
      timer = null;
      if (locked) setLocked(false);
    },
  };
}
