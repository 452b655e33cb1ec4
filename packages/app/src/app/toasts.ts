// The toasts' host — the kit's Toaster with its items, icons and live regions — is not part of a
// page's first load: app.tsx mounts it once `loadToasts()` has been called, by what the page loads
// next: the sign-in page's deferred services (features/login/admin-login-page.tsx) or the
// console's code (main.tsx), each of which brings the kit's `toast` (one store, shared with the
// host). A toast shown before the host is there waits in that store and shows when it mounts.

let wanted = false;
const listeners = new Set<() => void>();

export const toastsHost = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  wanted: (): boolean => wanted,
};

/** Mounts the toasts' host (once; later calls do nothing). */
export function loadToasts(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}
