import { defineGroup } from '../common/resource.ts';
import { endpoint, envelope, file, oneLevelTree } from '../endpoint.ts';
import {
  dictionaryCodesRequestSchema,
  dictionaryCodesResultSchema,
  enumsRequestSchema,
  enumsResultSchema,
} from '../authority/dictionary.ts';
import { domainQuerySchema, domainResultSchema } from '../tenant/tenant.ts';
import {
  captchaQuerySchema,
  loginParamsSchema,
  loginResultSchema,
  logoutParamsSchema,
  oauthLoginFormSchema,
  qrcodePollSchema,
  qrcodeRequestSchema,
  qrcodeScanSchema,
  qrcodeTicketQuerySchema,
  qrcodeTicketSchema,
  registerParamsSchema,
  registerResultSchema,
  tokenResultSchema,
} from './login.ts';
import { routerNodeFlatSchema, routerTreeSchema, visibleResourceSchema } from './router.ts';
import { socialProviderSchema } from './social.ts';
import { z } from 'zod';

const ok = z.boolean();

/** Sign-in and sessions. */
export const oauthGroup = defineGroup('oauth', {
  captcha: endpoint({
    method: 'get',
    path: '/oauth/anno/captcha',
    auth: 'anno',
    permission: null,
    summary: 'Captcha image (SVG) for a client-made key; one per key per minute, answer valid 15 min',
    query: captchaQuerySchema,
    response: file('image/svg+xml'),
  }),
  login: endpoint({
    method: 'post',
    path: '/oauth/noToken/login',
    auth: 'noToken',
    permission: null,
    summary: 'Sign in by captcha, password or refresh token',
    body: loginParamsSchema,
    response: envelope(loginResultSchema),
  }),
  logout: endpoint({
    method: 'post',
    path: '/oauth/noToken/logout',
    auth: 'noToken',
    permission: null,
    summary: 'End the session of a token',
    body: logoutParamsSchema,
    bodyType: 'form',
    response: envelope(ok),
  }),
  register: endpoint({
    method: 'post',
    path: '/oauth/noToken/register',
    auth: 'noToken',
    permission: null,
    summary: 'Register an account in the tenant (captcha required)',
    body: registerParamsSchema,
    response: envelope(registerResultSchema),
  }),
  router: endpoint({
    method: 'get',
    path: '/oauth/menu/router',
    auth: 'token',
    permission: null,
    summary: "The signed-in user's menu and route tree",
    response: envelope(routerTreeSchema),
    doc: oneLevelTree(routerNodeFlatSchema),
  }),
  visible: endpoint({
    method: 'get',
    path: '/oauth/resource/visible',
    auth: 'token',
    permission: null,
    summary: "The signed-in user's permission codes and roles",
    response: envelope(visibleResourceSchema),
  }),
  domain: endpoint({
    method: 'get',
    path: '/oauth/anno/getDoMain',
    auth: 'anno',
    permission: null,
    summary: 'Tenant branding by host name',
    query: domainQuerySchema,
    response: envelope(domainResultSchema),
  }),
  providers: endpoint({
    method: 'get',
    path: '/oauth/anno/providers',
    auth: 'anno',
    permission: null,
    summary: 'Third-party sign-in providers configured on the platform (code, name, icon, enabled)',
    response: envelope(z.array(socialProviderSchema)),
  }),
  qrcode: endpoint({
    method: 'get',
    path: '/oauth/anno/qrcode',
    auth: 'anno',
    permission: null,
    summary: 'A QR-code sign-in ticket (valid 2 minutes); with base, the QR holds the confirmation link',
    query: qrcodeRequestSchema,
    response: envelope(qrcodeTicketSchema),
  }),
  qrcodePoll: endpoint({
    method: 'get',
    path: '/oauth/anno/qrcode/poll',
    auth: 'anno',
    permission: null,
    summary: 'Poll a QR-code ticket; after confirmation answers a login result once',
    query: qrcodeTicketQuerySchema,
    response: envelope(qrcodePollSchema),
  }),
  qrcodeScan: endpoint({
    method: 'post',
    path: '/oauth/anyone/qrcode/scan',
    auth: 'token',
    permission: null,
    summary: 'The signed-in user opened a QR-code link: the ticket shows SCANNED; answers which browser asks',
    body: qrcodeTicketQuerySchema,
    response: envelope(qrcodeScanSchema),
  }),
  qrcodeRefuse: endpoint({
    method: 'post',
    path: '/oauth/anyone/qrcode/refuse',
    auth: 'token',
    permission: null,
    summary: 'The signed-in user refuses a QR-code ticket: the asking browser stays signed out',
    body: qrcodeTicketQuerySchema,
    response: envelope(ok),
  }),
  qrcodeConfirm: endpoint({
    method: 'post',
    path: '/oauth/anyone/qrcode/confirm',
    auth: 'token',
    permission: null,
    summary: 'The signed-in user confirms a QR-code ticket',
    body: qrcodeTicketQuerySchema,
    response: envelope(ok),
  }),
  annoLogin: endpoint({
    method: 'post',
    path: '/authority/anno/login',
    auth: 'noToken',
    permission: null,
    summary: 'First client sign-in (form-encoded OAuth2 password / refresh_token grant)',
    body: oauthLoginFormSchema,
    bodyType: 'form',
    response: { kind: 'raw', schema: tokenResultSchema },
  }),
});

/** Lookups every screen uses. */
export const lookupGroup = defineGroup('lookup', {
  dictionaryCodes: endpoint({
    method: 'post',
    path: '/oauth/dictionary/codes',
    auth: 'token',
    permission: null,
    summary: 'Dictionary items of the given types',
    body: dictionaryCodesRequestSchema,
    response: envelope(dictionaryCodesResultSchema),
  }),
  enums: endpoint({
    method: 'post',
    path: '/oauth/enums',
    auth: 'token',
    permission: null,
    summary: 'Enum descriptions (in the request language) by enum name',
    body: enumsRequestSchema,
    response: envelope(enumsResultSchema),
  }),
});
