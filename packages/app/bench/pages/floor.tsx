// The floor of the console's load figures: a bare React 19 page built by Vite, measured in the same
// run as the console (quality-bars.md: "a bare React page built with Vite").
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function Floor() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1 data-testid="floor-ready">Bare React page</h1>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        Clicked {count} times
      </button>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Floor />);
