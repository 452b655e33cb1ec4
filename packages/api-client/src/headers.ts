/** Base64 of a UTF-8 string, in browsers and in Node. */
export function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** The `tenant` header value: the tenant code in base64 ("0000" → "MDAwMA=="). */
export function tenantHeader(tenantCode: string): string {
  return base64(tenantCode);
}

/** `Authorization: Basic base64(clientId:clientSecret)` for the web client. */
export function basicClientHeader(clientId: string, clientSecret: string): string {
  return `Basic ${base64(`${clientId}:${clientSecret}`)}`;
}
