import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  courseMediaPath,
  courseResource,
  type Course,
  type CourseCate,
  type CourseType,
} from '@pocket/contract';
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Tag,
  type TreeNodeData,
} from '@pocket/ui';
import { FolderTree } from 'lucide-react';
import { authStorage } from '../../app/core-services.ts';
import { courseApi } from '../../app/api/course.ts';
import { courseCateApi } from '../../app/api/courseCate.ts';
import { FileUpload, type UploadKind } from '../../components/file-upload.tsx';
import { RichTextField } from '../../components/rich-text-field.tsx';
import { formatCents } from '../../lib/money.ts';
import {
  defineScreen,
  type CustomFieldProps,
  type FieldSpec,
  type FormValues,
  type OptionsSource,
  type ScreenContext,
} from '../../components/resource/screen-def.ts';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';

const COURSE_TYPES = [
  { value: 'VIDEO', label: msg`Video course` },
  { value: 'DOCUMENT', label: msg`Document` },
  { value: 'LIVE', label: msg`Live course` },
  { value: 'OFFLINE', label: msg`Offline course` },
] as const satisfies readonly { value: CourseType; label: unknown }[];

const YES_NO = (yes: ReturnType<typeof msg>, no: ReturnType<typeof msg>) => [
  { value: 'true', label: yes },
  { value: 'false', label: no },
];

/** The tenant's category tree, for the list's cascading filter (a parent covers its children). */
const categoryTree = {
  key: 'course/courseCate/tree',
  fetch: async (): Promise<TreeNodeData[]> => {
    const tree: CourseCate[] = await courseCateApi.courseCateTree({ query: {} });
    return tree.map((top) => ({
      id: top.id,
      label: top.label,
      ...(top.children?.length ? { children: top.children.map((c) => ({ id: c.id, label: c.label })) } : {}),
    }));
  },
};

/** The tenant's categories, children named under their parent ("Coding / Front end"). */
const categories: OptionsSource = {
  load: {
    key: 'course/courseCate/options',
    fetch: async () => {
      const tree: CourseCate[] = await courseCateApi.courseCateTree({ query: {} });
      return tree.flatMap((top) => [
        { value: top.id, label: top.label },
        ...(top.children ?? []).map((c) => ({ value: c.id, label: `${top.label} / ${c.label}` })),
      ]);
    },
  },
};

/** Users marked as lecturer who have not left. */
const lecturers: OptionsSource = {
  load: {
    key: 'course/course/lecturers',
    fetch: async () => (await courseApi.courseLecturers({})).map((u) => ({ value: u.id, label: u.name })),
  },
};

/** Cents as money: "¥19.90"; free courses say so. */
function Price({ cents }: { cents: number }) {
  const { t } = useLingui();
  if (cents === 0) return <Tag variant="success">{t`Free`}</Tag>;
  return <span className="tabular-nums">{formatCents(cents)}</span>;
}

/** The price field: yuan with two decimals in the form, cents in the body. */
function MoneyInput({ value, onChange, onBlur, id, ...aria }: CustomFieldProps) {
  const cents = typeof value === 'string' && value !== '' ? Number(value) : 0;
  const [text, setText] = useState(() => (cents / 100).toFixed(2));
  return (
    <div className="flex items-center gap-2">
      <span aria-hidden className="text-muted-foreground">
        ¥
      </span>
      <Input
        id={id}
        inputMode="decimal"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const n = Number(e.target.value);
          onChange(Number.isFinite(n) && n >= 0 ? String(Math.round(n * 100)) : 'x');
        }}
        onBlur={onBlur}
        {...aria}
      />
    </div>
  );
}

const upload = (kind: UploadKind) => (field: CustomFieldProps) => (
  <FileUpload
    kind={kind}
    value={typeof field.value === 'string' ? field.value : ''}
    onChange={field.onChange}
    id={field.id}
    aria-describedby={field['aria-describedby']}
    aria-invalid={field['aria-invalid']}
  />
);

const mediaField = (
  name: string,
  label: ReturnType<typeof msg>,
  kind: UploadKind,
  description?: ReturnType<typeof msg>,
): FieldSpec => ({
  name,
  label,
  control: 'custom',
  render: upload(kind),
  ...(description ? { description } : {}),
});

/** Changes the selection with a bulk endpoint, then reports how many courses changed. */
async function bulk(
  screen: ScreenContext,
  call: () => Promise<{ count: number }>,
  done: (n: number) => ReturnType<typeof msg>,
) {
  const { count } = await call();
  screen.notify(done(count));
  await screen.refresh();
}

/** Sets the back-office and website order of the selected courses. */
function SortDialog({
  rows,
  onClose,
  onSaved,
}: {
  rows: Course[];
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useLingui();
  const [items, setItems] = useState(() =>
    rows.map((r) => ({
      id: r.id,
      name: r.courseName,
      sort: String(r.sort),
      courseSort: String(r.courseSort),
    })),
  );
  const [saving, setSaving] = useState(false);
  const set = (i: number, key: 'sort' | 'courseSort', value: string) =>
    setItems((all) => all.map((item, at) => (at === i ? { ...item, [key]: value } : item)));
  const save = async () => {
    setSaving(true);
    try {
      await courseApi.courseSort({
        body: { items: items.map(({ id, sort, courseSort }) => ({ id, sort, courseSort })) },
      });
      await onSaved();
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Order of courses</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Smaller numbers come first: the back-office order in the console, the website order on the
              website.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-muted-foreground">
                <th className="py-1 font-medium">{t`Course`}</th>
                <th className="py-1 font-medium">{t`Order`}</th>
                <th className="py-1 font-medium">{t`Website order`}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item, i) => (
                <tr key={item.id}>
                  <td className="py-1 pr-2">{item.name}</td>
                  <td className="py-1 pr-2">
                    <Input
                      aria-label={t`Order of ${item.name}`}
                      inputMode="numeric"
                      value={item.sort}
                      onChange={(e) => set(i, 'sort', e.target.value)}
                    />
                  </td>
                  <td className="py-1">
                    <Input
                      aria-label={t`Website order of ${item.name}`}
                      inputMode="numeric"
                      value={item.courseSort}
                      onChange={(e) => set(i, 'courseSort', e.target.value)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button loading={saving} onClick={() => void save()}>
            <Trans>Save</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Opens a course's media in a new tab through the media route, as staff (token in the query:
 * a new tab sends no headers). */
function preview(course: Course) {
  const kind =
    course.handleUrl || course.videoMakeUrl || course.videoUrl ? 'video' : course.pdfUrl ? 'pdf' : 'trial';
  const token = authStorage.source.getToken() ?? '';
  window.open(
    `/api${courseMediaPath(course.id, kind)}?token=${encodeURIComponent(token)}`,
    '_blank',
    'noopener',
  );
}

const MEDIA_NAMES = [
  'courseLogo',
  'videoUrl',
  'handleUrl',
  'videoMakeUrl',
  'videoTestUrl',
  'pdfUrl',
  'pptUrl',
] as const;

/**
 * Courses (`/course/index`): filters, cover thumbnails, prices in money, create / edit with
 * uploads and a rich-text introduction, bulk on sale / off shelf, enable / disable and order;
 * the server checks what going on sale needs. Categories are managed beside it.
 */
export const courseScreen = defineScreen({
  resource: courseResource,
  texts: {
    title: msg`Courses`,
    add: msg`Add course`,
    edit: msg`Edit course`,
    deleteTitle: msg`Delete courses`,
    deleteQuestion: (count) => msg`Delete the ${count} selected course(s)? This cannot be undone.`,
    importTitle: msg`Import courses`,
    imported: (count) => msg`${count} course(s) imported, off the shelf until finished`,
  },
  rowLabel: (c) => c.courseName,
  exportName: 'courses',
  columns: [
    {
      key: 'courseLogo',
      header: msg`Cover`,
      cell: (c) =>
        c.courseLogo ? (
          <img
            src={c.courseLogo}
            alt=""
            loading="lazy"
            className="h-9 w-16 rounded border border-border object-cover"
          />
        ) : (
          <span className="text-muted-foreground">—</span>
        ),
    },
    { key: 'courseName', header: msg`Course name` },
    { key: 'categoryName', header: msg`Category` },
    { key: 'lecturerName', header: msg`Lecturer` },
    { key: 'price', header: msg`Price`, sortable: true, cell: (c) => <Price cents={c.price} /> },
    {
      key: 'labelActivity',
      header: msg`Badge`,
      cell: (c) => (c.labelActivity ? <Tag variant="warning">{c.labelActivity}</Tag> : null),
    },
    {
      key: 'isPutaway',
      header: msg`On sale`,
      cell: (c) => <SaleTag course={c} />,
    },
    { key: 'statusId', header: msg`State`, cell: 'state' },
    { key: 'sort', header: msg`Order`, sortable: true },
    { key: 'courseSort', header: msg`Website order`, sortable: true, hidden: true },
    { key: 'countBuy', header: msg`Buyers`, hidden: true },
    { key: 'countStudy', header: msg`Learners`, hidden: true },
    { key: 'orgName', header: msg`Organisation`, hidden: true },
  ],
  filters: [
    { type: 'text', key: 'courseName', label: msg`Course name` },
    { type: 'tree', key: 'categoryId', label: msg`Category`, load: categoryTree },
    { type: 'select', key: 'lecturerUserNo', label: msg`Lecturer`, ...lecturers },
    { type: 'select', key: 'courseType', label: msg`Course type`, options: COURSE_TYPES },
    { type: 'select', key: 'isFree', label: msg`Free or paid`, options: YES_NO(msg`Free`, msg`Paid`) },
    { type: 'select', key: 'isPutaway', label: msg`On sale`, options: YES_NO(msg`On sale`, msg`Off shelf`) },
    { type: 'state', key: 'statusId' },
    { type: 'org', key: 'orgId', label: msg`Organisation` },
  ],
  form: {
    size: 'lg',
    columns: 2,
    fields: [
      { name: 'courseName', control: 'text', label: msg`Course name` },
      { name: 'categoryId', control: 'select', label: msg`Category`, none: msg`None`, ...categories },
      { name: 'lecturerUserNo', control: 'select', label: msg`Lecturer`, none: msg`None`, ...lecturers },
      {
        name: 'courseType',
        control: 'select',
        label: msg`Course type`,
        options: COURSE_TYPES,
        initial: 'VIDEO',
        description: msg`A DOWNLOAD category holds documents only.`,
      },
      {
        name: 'price',
        control: 'custom',
        label: msg`Price`,
        render: (field) => <MoneyInput {...field} />,
        initial: '0',
        description: msg`0 is free.`,
      },
      { name: 'labelActivity', control: 'text', label: msg`Promotion badge` },
      { name: 'label', control: 'text', label: msg`Labels`, description: msg`Comma separated.` },
      { name: 'orgId', control: 'org', label: msg`Organisation` },
      mediaField('courseLogo', msg`Cover`, 'image', msg`An image of at most 2 MiB; 900 × 500 suggested.`),
      mediaField('videoUrl', msg`Source video`, 'video', msg`MP4 or WebM, at most 100 MiB.`),
      mediaField('handleUrl', msg`Processed video`, 'video', msg`Played instead of the source when given.`),
      mediaField('videoMakeUrl', msg`Produced video`, 'video'),
      mediaField('videoTestUrl', msg`Trial clip`, 'video', msg`What visitors without access see.`),
      mediaField('pdfUrl', msg`PDF courseware`, 'pdf', msg`At most 30 MiB.`),
      mediaField('pptUrl', msg`PPT courseware`, 'ppt', msg`PPT or PPTX, at most 30 MiB.`),
      { name: 'sort', control: 'number', label: msg`Order`, description: msg`Smaller numbers come first.` },
      { name: 'courseSort', control: 'number', label: msg`Website order` },
      {
        name: 'introduce',
        control: 'custom',
        label: msg`Introduction`,
        wide: true,
        render: (field) => (
          <RichTextField
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            id={field.id}
            aria-describedby={field['aria-describedby']}
            aria-invalid={field['aria-invalid']}
          />
        ),
      },
      {
        name: 'isPutaway',
        control: 'switch',
        label: msg`On sale`,
        description: msg`Needs a name, a category, a cover and a video or a PDF.`,
      },
      { name: 'statusId', control: 'valid' },
    ],
    toBody: (values: FormValues, editing: boolean) => {
      const body: Record<string, unknown> = { ...values };
      // A cleared upload is '' (the server clears it); a new course leaves empty ones out.
      if (!editing) for (const name of MEDIA_NAMES) if (body[name] === '') delete body[name];
      return body;
    },
  },
  rowActions: [
    {
      id: 'preview',
      label: msg`Preview`,
      visible: (c) => Boolean(c.videoUrl || c.handleUrl || c.videoMakeUrl || c.videoTestUrl || c.pdfUrl),
      describe: (c) => msg`Preview ${c.courseName}`,
      run: (c) => preview(c),
    },
  ],
  bulkActions: [
    {
      id: 'on-sale',
      label: msg`Put on sale`,
      permission: 'edit',
      run: (_, ids, screen) =>
        bulk(
          screen,
          () => courseApi.coursePutaway({ body: { ids, isPutaway: true } }),
          (n) => msg`${n} course(s) put on sale`,
        ),
    },
    {
      id: 'off-shelf',
      label: msg`Take off shelf`,
      permission: 'edit',
      run: (_, ids, screen) =>
        bulk(
          screen,
          () => courseApi.coursePutaway({ body: { ids, isPutaway: false } }),
          (n) => msg`${n} course(s) taken off the shelf`,
        ),
    },
    {
      id: 'enable',
      label: msg`Enable`,
      permission: 'edit',
      run: (_, ids, screen) =>
        bulk(
          screen,
          () => courseApi.courseState({ body: { ids, statusId: true } }),
          (n) => msg`${n} course(s) enabled`,
        ),
    },
    {
      id: 'disable',
      label: msg`Disable`,
      permission: 'edit',
      run: (_, ids, screen) =>
        bulk(
          screen,
          () => courseApi.courseState({ body: { ids, statusId: false } }),
          (n) => msg`${n} course(s) disabled`,
        ),
    },
    {
      id: 'sort',
      label: msg`Set order`,
      permission: 'edit',
      run: (rows, _, screen) =>
        screen.show((close) => (
          <SortDialog rows={rows} onClose={close} onSaved={async () => void (await screen.refresh())} />
        )),
    },
  ],
  toolbar: (screen) => (
    <Button variant="secondary" clickGuardMs={0} onClick={() => screen.navigate('/course/courseCate')}>
      <FolderTree aria-hidden className="size-4" />
      <Trans>Categories</Trans>
    </Button>
  ),
});

/** On sale or off the shelf, as a tag. */
function SaleTag({ course }: { course: Course }) {
  const { t } = useLingui();
  return course.isPutaway ? <Tag variant="success">{t`On sale`}</Tag> : <Tag>{t`Off shelf`}</Tag>;
}

export default resourceScreen(courseScreen);
