import { useSWRConfig } from 'swr';
import type { TenantPageQuery } from '@pocket/contract';
import { api } from '../../../app/services.ts';
import { keyMatcher } from '../../../lib/swr-keys.ts';
import { toTenantCreateBody, toTenantUpdateBody, type TenantFormValues } from '../forms/tenant-form.ts';

/** The page resource of the tenant table (its SWR key). */
export const TENANT_PAGE = 'tenant/tenant/page';
const PAGE = TENANT_PAGE;

/** Mutations of the tenant screen; each one revalidates every cached page. */
export function useTenantMutations() {
  const { mutate } = useSWRConfig();
  const after = async <T>(call: Promise<T>): Promise<T> => {
    const result = await call;
    await mutate(keyMatcher(PAGE));
    return result;
  };
  return {
    // Field problems come back as issues the dialog puts on its fields, so those calls are silent.
    create: (values: TenantFormValues) =>
      after(api.tenant.tenantCreate({ body: toTenantCreateBody(values) }, { silent: true })),
    update: (id: string, values: TenantFormValues) =>
      after(api.tenant.tenantUpdate({ body: toTenantUpdateBody(id, values) }, { silent: true })),
    remove: (ids: string[]) => after(api.tenant.tenantDelete({ body: ids })),
    importFile: (file: File) =>
      after(api.tenant.tenantImport({ body: { file } }, { silent: true, timeout: 120_000 })).then(
        (result) => result.count,
      ),
    exportFile: (query: TenantPageQuery) => api.tenant.tenantExport({ body: query }, { timeout: 120_000 }),
    isCodeTaken: (code: string) => api.tenant.tenantCheck({ query: { code } }, { silent: true }),
  };
}
