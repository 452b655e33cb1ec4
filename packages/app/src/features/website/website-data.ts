import useSWR from 'swr';
import type { WebsiteCateQuery, WebsiteDownQuery } from '@pocket/contract';
import { authStorage, client, refresher } from '../../app/core-services.ts';
import { websiteApi } from '../../app/api/website.ts';

/** The host the browser asked for: the website is the tenant whose domain it is (getDoMain's rule). */
export function siteDomain(): string {
  return window.location.hostname;
}

/** The session's token header for the website calls that read an optional viewer (view, down):
 * fresh when a session exists, nothing otherwise. */
async function viewerHeaders(): Promise<Record<string, string>> {
  if (!authStorage.source.getToken()) return {};
  await refresher.ensureFresh().catch(() => undefined);
  const token = authStorage.source.getToken();
  return token ? { token: `Bearer ${token}` } : {};
}

/** SWR keys of the website: per domain and per viewer (an answer may depend on the session). */
const key = (name: string, query: object, viewer = '-') =>
  ['website', siteDomain(), viewer, name, query] as const;

const viewerId = () => authStorage.get('USER')?.id ?? '-';

/** The site's branding and introduction (every page's frame, and the about page). */
export function useWebsiteAbout() {
  const domain = siteDomain();
  return useSWR(key('about', {}), () => websiteApi.websiteAbout({ query: { domain } }, { silent: true }));
}

export function useWebsiteHome() {
  const domain = siteDomain();
  return useSWR(key('home', {}), () => websiteApi.websiteHome({ query: { domain } }, { silent: true }));
}

export function useWebsiteCate(query: Omit<WebsiteCateQuery, 'domain'>) {
  const domain = siteDomain();
  return useSWR(
    key('cate', query),
    () => websiteApi.websiteCate({ query: { ...query, domain } }, { silent: true }),
    {
      keepPreviousData: true,
    },
  );
}

export function useWebsiteView(id: string) {
  const domain = siteDomain();
  return useSWR(id ? key('view', { id }, viewerId()) : null, async () =>
    websiteApi.websiteView({ query: { domain, id } }, { silent: true, headers: await viewerHeaders() }),
  );
}

export function useWebsiteDown(query: Omit<WebsiteDownQuery, 'domain'>) {
  const domain = siteDomain();
  return useSWR(
    key('down', query, viewerId()),
    async () =>
      websiteApi.websiteDown(
        { query: { ...query, domain } },
        { silent: true, headers: await viewerHeaders() },
      ),
    { keepPreviousData: true },
  );
}

/**
 * Downloads a media path the server gave (PDF/PPT courseware need the session: the token travels
 * in its header, so the file comes through the client and is saved from a blob).
 */
export async function downloadMedia(path: string, fileName: string): Promise<void> {
  const blob = await client.request<Blob>({
    url: path.replace(/^\/api/, ''),
    auth: 'anno',
    responseType: 'blob',
    headers: await viewerHeaders(),
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
