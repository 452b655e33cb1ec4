export { base64, basicClientHeader, tenantHeader } from './headers.ts';
export {
  createClient,
  type ApiClient,
  type CallOptions,
  type ClientOptions,
  type HttpMethod,
  type RequestOptions,
} from './create-client.ts';
export {
  createLegacyClient,
  type LegacyClient,
  type LegacyClientOptions,
  type OAuthToken,
  type PasswordLogin,
} from './legacy-client.ts';
export {
  ApiError,
  ClientErrorCode,
  isApiError,
  legacyClientMessage,
  secondClientReaction,
  type ApiErrorInit,
  type Reaction,
} from './errors.ts';
export { CLIENT_MESSAGE_KEYS, type ClientMessageKey } from './message-keys.ts';
export {
  MESSAGE_DURATION_MS,
  silentNotifier,
  type Navigator,
  type NoticeMessage,
  type NoticeOptions,
  type Notifier,
  type SessionSource,
} from './ports.ts';
export { toFormData, toUrlEncoded } from './form.ts';
export {
  defaultAdapter,
  fetchAdapter,
  requestUrl,
  TransportError,
  xhrAdapter,
  type Adapter,
  type AdapterRequest,
  type AdapterResponse,
} from './transport.ts';
export * from './endpoints/index.ts';
