import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { orgCreateSchema, orgUpdateSchema, type Org, type OrgCreate, type OrgUpdate } from '@pocket/contract';

/** What the organisation dialog edits; the parent is "0" for the top level. */
export type OrgFormValues = {
  label: string;
  abbreviation: string;
  parentId: string;
  sortValue: string;
  describe: string;
  state: boolean;
};

export const ORG_FORM_FIELDS: readonly (keyof OrgFormValues)[] = [
  'label',
  'abbreviation',
  'parentId',
  'sortValue',
  'describe',
  'state',
];

export function emptyOrgForm(parentId = '0'): OrgFormValues {
  return { label: '', abbreviation: '', parentId, sortValue: '0', describe: '', state: true };
}

export function orgToForm(o: Org): OrgFormValues {
  return {
    label: o.label,
    abbreviation: o.abbreviation ?? '',
    parentId: o.parentId,
    sortValue: String(o.sortValue),
    describe: o.describe ?? '',
    state: o.state,
  };
}

/** The body of `POST /authority/org`. */
export function toOrgCreateBody(values: OrgFormValues): OrgCreate {
  return {
    label: values.label,
    abbreviation: values.abbreviation,
    parentId: values.parentId,
    sortValue: values.sortValue.trim() === '' ? undefined : values.sortValue.trim(),
    describe: values.describe,
    state: values.state,
  };
}

/** The body of `PUT /authority/org`. */
export function toOrgUpdateBody(id: string, values: OrgFormValues): OrgUpdate {
  return { id, ...toOrgCreateBody(values) };
}

/** Validates the dialog with the contract's schema for creating or changing an organisation. */
export function orgFormResolver(id?: string): Resolver<OrgFormValues> {
  const schemaResolver = zodResolver(id ? orgUpdateSchema : orgCreateSchema);
  return async (values, context, options) => {
    const body = id ? toOrgUpdateBody(id, values) : toOrgCreateBody(values);
    const result = await (schemaResolver as unknown as Resolver<typeof body>)(body, context, {
      ...options,
      names: undefined,
    } as never);
    const errors = result.errors as FieldErrors<OrgFormValues>;
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values, errors: {} };
  };
}

/** A tree node as a table row: its depth and how many organisations lie below it. */
export type OrgRow = Org & { depth: number; descendants: number };

/** The tree in display order (parents before their children), each row with its depth. */
export function flattenOrgs(tree: readonly Org[], depth = 0): OrgRow[] {
  return tree.flatMap((o) => {
    const below = flattenOrgs(o.children ?? [], depth + 1);
    const children = below.filter((r) => r.depth === depth + 1);
    const descendants = children.reduce((n, c) => n + 1 + c.descendants, 0);
    return [{ ...o, depth, descendants }, ...below];
  });
}

/** The ids of an organisation and everything below it (it cannot become its own ancestor). */
export function subtreeIds(o: Org): Set<string> {
  return new Set([o.id, ...(o.children ?? []).flatMap((c) => [...subtreeIds(c)])]);
}
