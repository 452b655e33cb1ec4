// The captcha's key and address, and the key of the sign-in page's first image, which the prelude
// (src/prelude.ts) starts before the page's code has arrived: the page is usable once its captcha
// image is there (issue 19). Kept small: the prelude and the entry hold it.

/** A key for one captcha image; the server keeps the answer under it (wire contract). Random from
 * crypto.getRandomValues, which, unlike randomUUID, works on plain http too. */
export function newCaptchaKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** The captcha's image address (sent without a token). */
export function captchaUrl(key: string): string {
  return `api/oauth/anno/captcha?key=${encodeURIComponent(key)}`;
}

/** The key of the image the prelude started (src/prelude.ts), until the page takes it. */
let first: { key: string } | null = null;

/** Takes the key of an image already started: the pre-rendered page's (app/sign-in-prerender.ts). */
export function adoptCaptchaKey(key: string): void {
  first = { key };
}

/** The key of the image started early (once: a later sign-in page asks for a new one), else a new key. */
export function takeCaptchaKey(): string {
  const key = first?.key ?? newCaptchaKey();
  first = null;
  return key;
}
