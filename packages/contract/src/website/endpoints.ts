import { defineGroup } from '../common/resource.ts';
import { endpoint, envelope } from '../endpoint.ts';
import {
  websiteAboutSchema,
  websiteCatePageSchema,
  websiteCateQuerySchema,
  websiteDomainQuerySchema,
  websiteDownPageSchema,
  websiteDownQuerySchema,
  websiteHomeSchema,
  websiteViewQuerySchema,
  websiteViewSchema,
} from './website.ts';

/**
 * The public website: anonymous (`/anno/`), the tenant chosen by `domain`. `view` and `down` also
 * read an optional `token` header: a session of the domain's tenant is the viewer the entitlement
 * rule is asked about; `down` answers only to one (401 otherwise).
 */
export const websiteGroup = defineGroup('website', {
  websiteHome: endpoint({
    method: 'get',
    path: '/website/anno/home',
    auth: 'anno',
    permission: null,
    summary: "The website home: the domain's tenant branding, featured courses, categories, courses",
    query: websiteDomainQuerySchema,
    response: envelope(websiteHomeSchema),
  }),
  websiteCate: endpoint({
    method: 'get',
    path: '/website/anno/cate',
    auth: 'anno',
    permission: null,
    summary: 'On-sale courses of a category: level-2 tabs, free/paid filter, sort, paging',
    query: websiteCateQuerySchema,
    response: envelope(websiteCatePageSchema),
  }),
  websiteView: endpoint({
    method: 'get',
    path: '/website/anno/view',
    auth: 'anno',
    permission: null,
    summary: 'A course in detail with the media paths the viewer (optional token) may use',
    query: websiteViewQuerySchema,
    response: envelope(websiteViewSchema),
  }),
  websiteDown: endpoint({
    method: 'get',
    path: '/website/anno/down',
    auth: 'anno',
    permission: null,
    summary: 'PDF/PPT courseware of the download categories (needs a session of the tenant: token header)',
    query: websiteDownQuerySchema,
    response: envelope(websiteDownPageSchema),
  }),
  websiteAbout: endpoint({
    method: 'get',
    path: '/website/anno/about',
    auth: 'anno',
    permission: null,
    summary: "The domain's tenant: branding and introduction",
    query: websiteDomainQuerySchema,
    response: envelope(websiteAboutSchema),
  }),
});
