/** One modal alert waiting for the user (the second client's session-expiry alerts). */
export type AlertRequest = { id: number; message: string; resolve: () => void };

let queue: AlertRequest[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Shows a modal alert; resolves when the user has dismissed it. */
export function showAlert(message: string): Promise<void> {
  return new Promise((resolve) => {
    const id = ++counter;
    queue = [
      ...queue,
      {
        id,
        message,
        resolve: () => {
          queue = queue.filter((a) => a.id !== id);
          emit();
          resolve();
        },
      },
    ];
    emit();
  });
}

export const alertStore = {
  get: () => queue,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
