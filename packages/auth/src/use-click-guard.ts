import { useEffect, useMemo, useState } from 'react';
import { createClickGuard, CLICK_GUARD_MS } from './guard.ts';

/** A click handler that ignores clicks for `delayMs` after each accepted one, and the disabled flag. */
export function useClickGuard<TArgs extends unknown[]>(
  handler: (...args: TArgs) => unknown,
  delayMs: number = CLICK_GUARD_MS,
): [onClick: (...args: TArgs) => void, disabled: boolean] {
  const guard = useMemo(() => createClickGuard({ delayMs }), [delayMs]);
  const [disabled, setDisabled] = useState(false);
  useEffect(() => {
    const unsubscribe = guard.subscribe(setDisabled);
    return () => {
      unsubscribe();
      guard.dispose();
    };
  }, [guard]);
  const onClick = useMemo(() => {
    const wrapped = guard.wrap(handler);
    return (...args: TArgs) => void wrapped(...args);
  }, [guard, handler]);
  return [onClick, disabled];
}
