// The floor page with more code to evaluate (bench/pages/weight-*.tsx): a bare React page that
// renders what the floor renders, built the same way, in one file.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders the floor's content once `weight` (the code the page evaluated) is there. */
export function renderWeighted(weight: number): void {
  function Floor() {
    const [count, setCount] = useState(0);
    return (
      <main>
        <h1 data-testid="floor-ready" data-weight={weight}>
          Bare React page
        </h1>
        <button type="button" onClick={() => setCount((c) => c + 1)}>
          Clicked {count} times
        </button>
      </main>
    );
  }
  createRoot(document.getElementById('root')!).render(<Floor />);
}
