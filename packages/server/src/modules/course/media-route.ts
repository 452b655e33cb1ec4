import { courseResource, ErrorCode } from '@pocket/contract';
import type { CourseMedia, MediaKind } from '@pocket/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { enterTenant, tenantDatabase } from '../../db/tenant-data.ts';
import { course, tenant } from '../../db/schema.ts';
import type { HandlerCtx } from '../../lib/context.ts';
import { ApiError } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import { bearer, decodeTenant } from '../../lib/security.ts';
import type { AccessClaims } from '../../lib/security.ts';
import { verifiedClaims } from '../../lib/routing.ts';
import { findActiveTenant, loadAuth } from '../../lib/session.ts';
import { findMedia, serveStored } from '../file/media.ts';
import { mayWatch } from './entitlement.ts';
import { mediaSignatureValid } from './order/media-signing.ts';

type Ctx = HandlerCtx<typeof courseResource.endpoints.courseMedia>;

/** The stored-file kind each media of the route is. */
const KIND: Record<CourseMedia, MediaKind> = { trial: 'video', video: 'video', pdf: 'pdf', ppt: 'ppt' };

/** The host name the browser asked for, without the port. */
function hostOf(ctx: Ctx): string | undefined {
  const host = ctx.c.req.header('host') ?? new URL(ctx.c.req.url).host;
  return host.replace(/:\d+$/, '').toLowerCase() || undefined;
}

/**
 * `GET /course/anno/media/{courseId}/{kind}`: a course's media with range requests.
 *
 * The tenant is the `tenant` header (base64 code), else the `tenant` query (same form, for media
 * elements that cannot send headers), else the signed-in token's, else the tenant whose domain
 * the request's host is. The optional access token is the `token` header or query. Rules:
 * - staff of the tenant holding `course:course:view` preview any media of any course;
 * - everyone else sees only on-sale, enabled courses (404 otherwise);
 * - `trial` (videoTestUrl) is public; `video` (handleUrl, else videoMakeUrl, else videoUrl) needs
 *   `mayWatch` (403 otherwise); `pdf` and `ppt` need a signed-in viewer (401) and `mayWatch` (403).
 * A signed address (`uid`, `exp`, `sig`: `/course/userOrder/mediaUrl`) stands for its viewer while
 * fresh; an expired or altered one is refused (403), and entitlement is asked again.
 * The stored file's own address is never answered.
 */
export async function serveCourseMedia(ctx: Ctx): Promise<Response> {
  const { c, main, lang, deps, query } = ctx;
  const raw = bearer(c.req.header('token') ?? query.token);
  const claims = raw ? await verifiedClaims(deps, raw, lang) : undefined;
  const named = c.req.header('tenant') ?? query.tenant;
  let code = named ? decodeTenant(named) : claims?.tc;
  if (named && !code) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'tenantMissing'), 400);
  if (!code) {
    const host = hostOf(ctx);
    const [row] = host
      ? await main
          .select({ code: tenant.code })
          .from(tenant)
          .where(sql`lower(${tenant.domain}) = ${host}`)
          .limit(1)
      : [];
    if (!row) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'domainUnknown'), 404);
    code = row.code;
  }
  if (claims && claims.tc !== code) {
    throw new ApiError(ErrorCode.TOKEN_UNPARSABLE, t(lang, 'tenantMismatch'), 401);
  }
  const site = await findActiveTenant(main, code);
  if (!site) {
    throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'tenantUnavailable'), 404);
  }
  // The rest reads the tenant's rows, wherever they live; later slices of a long file too.
  const tenantCode = code;
  const db = await tenantDatabase(deps, site, main);
  return enterTenant(deps, main, code, (tx) => serveFrom({ ...ctx, tx }, claims, tenantCode, db));
}

async function serveFrom(
  ctx: Ctx,
  claims: AccessClaims | undefined,
  code: string,
  db: Db,
): Promise<Response> {
  const { c, tx, lang, deps, params, query } = ctx;
  const auth = claims ? await loadAuth(tx, claims, lang) : null;
  const staff = auth ? (await auth.permissions()).has(courseResource.permissions.view) : false;
  // A signed address (`/course/userOrder/mediaUrl`) names its viewer; it must be intact and fresh.
  let signedViewer: bigint | undefined;
  if (query.sig !== undefined || query.uid !== undefined || query.exp !== undefined) {
    const intact =
      query.sig !== undefined &&
      query.uid !== undefined &&
      query.exp !== undefined &&
      (await mediaSignatureValid(
        deps,
        { tenant: code, courseId: params.courseId, kind: params.kind, userId: query.uid },
        query.exp,
        query.sig,
      ));
    if (!intact) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'mediaLinkInvalid'), 403);
    signedViewer = BigInt(query.uid!);
  }
  const viewerId = auth?.userId ?? signedViewer;

  const notFound = new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
  const [row] = await tx
    .select()
    .from(course)
    .where(eq(course.id, BigInt(params.courseId)))
    .limit(1);
  if (!row || (!staff && !(row.isPutaway && row.statusId))) throw notFound;

  const kind = params.kind;
  if (!staff && kind !== 'trial') {
    if (kind !== 'video' && viewerId === undefined)
      throw new ApiError(ErrorCode.TOKEN_MISSING, t(lang, 'mediaNeedsSignIn'), 401);
    if (!(await mayWatch(tx, row, viewerId === undefined ? null : { userId: viewerId }))) {
      throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'mediaNotEntitled'), 403);
    }
  }
  const address =
    kind === 'trial'
      ? row.videoTestUrl
      : kind === 'video'
        ? (row.handleUrl ?? row.videoMakeUrl ?? row.videoUrl)
        : kind === 'pdf'
          ? row.pdfUrl
          : row.pptUrl;
  const file = await findMedia(tx, address, KIND[kind]);
  if (!file) throw notFound;
  const open = kind === 'trial' && row.isPutaway && row.statusId;
  return serveStored({
    tx,
    db,
    tenantCode: code,
    file,
    range: c.req.header('range'),
    download: kind === 'ppt',
    headers: {
      // Protected media are the viewer's own answer; nothing shared may keep them.
      'cache-control': open ? 'public, max-age=300' : 'private, no-store',
      vary: 'tenant, token',
    },
  });
}
