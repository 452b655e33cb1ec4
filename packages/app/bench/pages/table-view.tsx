// The CrudTable page's screen: the kit's CrudTable with 10,000 client-side rows, loaded on demand
// by table.tsx as the console loads a screen's code (its chunk built as the app builds a screen's:
// vite-compile-hints.ts).
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

export function TableView() {
  return (
    <CrudTable
      label="10,000 courses"
      data={rows}
      columns={columns}
      getRowId={(course) => course.id}
      maxHeight={480}
      bulkActions={[]}
    />
  );
}
