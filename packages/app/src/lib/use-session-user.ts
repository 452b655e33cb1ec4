import { useMemo, useSyncExternalStore } from 'react';
import { authStorage } from '../app/core-services.ts';

let version = 0;
const subscribe = (onChange: () => void) =>
  authStorage.subscribe((key) => {
    if (key !== 'USER') return;
    version += 1;
    onChange();
  });
const snapshot = () => version;

/** The signed-in user as stored; re-renders when a screen saves a new name, avatar or balance. */
export function useSessionUser() {
  const v = useSyncExternalStore(subscribe, snapshot, snapshot);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `v` changes whenever USER is written: the stored value is read again then
  return useMemo(() => authStorage.get('USER'), [v]);
}
