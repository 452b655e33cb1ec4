// The kit's CrudTable with 10,000 client-side rows (quality-bars.md "large table"): the bench reads
// `window.__tableBench` for the first render's time, then scrolls and counts long tasks. The page is
// built as the console is, where a table is a screen's: React DOM comes with the page and has
// rendered the page's frame when the table mounts, as the console's layout has when a screen
// renders; the table's code and rows come on demand (table-view.tsx), as a screen's code does, and
// are loaded before the timed render.
import { Profiler, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

type Bench = { startedAt: number; renderMs?: number; commits: number };
const bench: Bench = { startedAt: 0, commits: 0 };
(window as unknown as { __tableBench: Bench }).__tableBench = bench;

const { TableView } = await import('./table-view.tsx');

/** Mounts the table when the bench asks, so the first render is timed alone (data made before). */
function mountTable(show: () => void) {
  bench.startedAt = performance.now();
  show();
  // The first render is done when its rows are in the document and the browser has painted them.
  const done = () => {
    if (document.querySelector('[data-slot="crud-table-row"][aria-rowindex="2"]')) {
      requestAnimationFrame(() => {
        bench.renderMs = performance.now() - bench.startedAt;
      });
    } else requestAnimationFrame(done);
  };
  requestAnimationFrame(done);
}

function Page() {
  const [shown, setShown] = useState(false);
  // The bench may mount the table once the page's frame is on screen.
  useEffect(() => {
    (window as unknown as { __mountTable: () => void }).__mountTable = () => mountTable(() => setShown(true));
  }, []);
  return (
    <main>
      <h1>CrudTable, 10,000 rows</h1>
      {shown && (
        <Profiler
          id="table"
          onRender={() => {
            bench.commits += 1;
          }}
        >
          <TableView />
        </Profiler>
      )}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Page />);
