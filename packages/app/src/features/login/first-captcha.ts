// The captcha's key and address, and the first image of the sign-in page, started by main.tsx before
// the page's code has arrived: the page is usable once its captcha image is there, and the image
// no longer waits for the page's modules and first render (issue 19). Kept small: the entry holds it.

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

/** The image started early; held so the browser keeps it for the page's <img> of the same address. */
let first: { key: string; image: HTMLImageElement } | null = null;

/** Starts loading a captcha image now, for the sign-in page about to render. */
export function startFirstCaptcha(): void {
  const key = newCaptchaKey();
  const image = new Image();
  image.src = captchaUrl(key);
  first = { key, image };
}

/** The key of the image started early (once: a later sign-in page asks for a new one), else a new key. */
export function takeCaptchaKey(): string {
  const key = first?.key ?? newCaptchaKey();
  first = null;
  return key;
}
