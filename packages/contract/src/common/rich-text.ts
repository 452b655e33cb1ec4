/**
 * The one rich-text policy (message content, course introductions): which tags, attributes, inline
 * styles and URLs stored HTML may keep. The server sanitises with it before saving
 * (`packages/server/src/lib/sanitize.ts`), and the console again before showing stored HTML, both
 * through DOMPurify. No positioning or sizing styles, no classes or ids (the console's own CSS
 * classes could place content over the page), no SVG or MathML, no frames, forms or scripts.
 */

/** Tags rich text may hold (everything else is dropped, its text kept). */
export const RICH_TEXT_TAGS = [
  'a', 'b', 'blockquote', 'br', 'code', 'del', 'div', 'em', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'hr', 'i', 'img', 'ins', 'li', 'ol', 'p', 'pre', 's', 'small', 'span', 'strike', 'strong',
  'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
] as const; // prettier-ignore

/** Attributes rich text may hold; `style` is then cut down to RICH_TEXT_STYLES. */
export const RICH_TEXT_ATTRIBUTES = [
  'alt', 'colspan', 'href', 'rel', 'rowspan', 'src', 'style', 'target', 'title',
] as const; // prettier-ignore

/** Inline style properties kept: colour, alignment and emphasis, nothing that moves or sizes. */
export const RICH_TEXT_STYLES = [
  'color',
  'background-color',
  'text-align',
  'font-weight',
  'font-style',
  'text-decoration',
] as const;

// A value of words, numbers, #colours and rgb()/hsl() only: no url(), expression(), escapes,
// comments or quotes.
const SAFE_STYLE_VALUE = /^(?:[#a-z0-9.%\s-]|,|(?:rgba?|hsla?)\(|\))+$/i;

/** The allowed declarations of a `style` attribute, normalised (`color: #c00; text-align: left`). */
export function richTextStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!(RICH_TEXT_STYLES as readonly string[]).includes(property)) continue;
    if (value === '' || value.length > 64 || !SAFE_STYLE_VALUE.test(value)) continue;
    kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}

const RASTER_DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;

/**
 * Whether a URL may stay in `href` / `src`: http(s), mailto and tel, relative addresses, and for
 * images raster `data:` images. `javascript:`, `data:` HTML or SVG and any other scheme are not.
 */
export function richTextUrl(url: string, attribute: 'href' | 'src'): boolean {
  // Browsers ignore control characters and spaces inside a scheme: so does this check.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return true;
  if (scheme === 'data') return attribute === 'src' && RASTER_DATA_IMAGE.test(url.trim());
  return ['http', 'https', 'mailto', 'tel'].includes(scheme);
}

/** DOMPurify's options for rich text (the hooks of `richTextHooks` complete them). */
export const RICH_TEXT_CONFIG = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // data: images are checked by richTextUrl, which refuses every other data: URL.
  ADD_DATA_URI_TAGS: ['img'],
};

/** The part of DOMPurify the hooks use (the browser build and isomorphic-dompurify alike). */
type AttributeHookData = { attrName: string; attrValue: string; keepAttr: boolean };
/** The element a hook sees (DOM's Element, named here: the contract is built without the DOM lib). */
type HookElement = {
  tagName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
};
type Purifier = {
  addHook(
    hook: 'uponSanitizeAttribute',
    callback: (node: HookElement, data: AttributeHookData) => void,
  ): void;
  addHook(hook: 'afterSanitizeAttributes', callback: (node: HookElement) => void): void;
};

/** Adds the policy's attribute hooks to a DOMPurify instance (once per instance). */
export function richTextHooks(purify: Purifier): void {
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if (name === 'style') {
      data.attrValue = richTextStyle(data.attrValue);
      if (data.attrValue === '') data.keepAttr = false;
    } else if ((name === 'href' || name === 'src') && !richTextUrl(data.attrValue, name)) {
      data.keepAttr = false;
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
      node.setAttribute('rel', 'noopener noreferrer');
    else if (node.tagName === 'A') node.removeAttribute('target');
  });
}
