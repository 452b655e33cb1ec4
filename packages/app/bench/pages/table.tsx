// The kit's CrudTable with 10,000 client-side rows (quality-bars.md "large table"): the bench reads
// `window.__tableBench` for the first render's time, then scrolls and counts long tasks.
import { Profiler } from 'react';
import { createRoot } from 'react-dom/client';
import { createCrudColumnHelper, CrudTable } from '@pocket/ui';
import '@pocket/ui/styles.css';

type Course = { id: string; name: string; teacher: string; students: number; createdAt: string };

const teachers = ['Li Wei', 'Zhang Min', 'Wang Fang', 'Chen Jie', 'Liu Yang'];
const subjects = ['Algebra', 'Biology', 'Chemistry', 'Drawing', 'English', 'French', 'Geography'];
const rows: Course[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: `c${i + 1}`,
  name: `${subjects[i % subjects.length]} ${Math.floor(i / subjects.length) + 1}`,
  teacher: teachers[(i * 7) % teachers.length]!,
  students: (i * 37) % 120,
  createdAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString().slice(0, 10),
}));

const col = createCrudColumnHelper<Course>();
const columns = col.columns([
  col.accessor('name', { header: 'Course' }),
  col.accessor('teacher', { header: 'Teacher' }),
  col.accessor('students', { header: 'Students', meta: { className: 'text-right tabular-nums' } }),
  col.accessor('createdAt', { header: 'Created' }),
]);

type Bench = { startedAt: number; renderMs?: number; commits: number };
const bench: Bench = { startedAt: 0, commits: 0 };
(window as unknown as { __tableBench: Bench }).__tableBench = bench;

/** Mounts the table when the bench asks, so the first render is timed alone (data made before). */
(window as unknown as { __mountTable: () => void }).__mountTable = () => {
  bench.startedAt = performance.now();
  createRoot(document.getElementById('root')!).render(
    <Profiler
      id="table"
      onRender={() => {
        bench.commits += 1;
      }}
    >
      <CrudTable
        label="10,000 courses"
        data={rows}
        columns={columns}
        getRowId={(course) => course.id}
        maxHeight={480}
        bulkActions={[]}
      />
    </Profiler>,
  );
  // The first render is done when its rows are in the document and the browser has painted them.
  const done = () => {
    if (document.querySelector('[data-slot="crud-table-row"][aria-rowindex="2"]')) {
      requestAnimationFrame(() => {
        bench.renderMs = performance.now() - bench.startedAt;
      });
    } else requestAnimationFrame(done);
  };
  requestAnimationFrame(done);
};
