import { createRequire } from 'node:module';
import { RICH_TEXT_CONFIG, richTextHooks } from '@pocket/contract';
import type DOMPurifyType from 'isomorphic-dompurify';

/** DOMPurify on jsdom, loaded on the first rich text to clean: jsdom takes about a second to load,
 * a third of a cold start, and most starts clean no rich text at all. */
let purifier: typeof DOMPurifyType | undefined;
function loadPurifier(): typeof DOMPurifyType {
  if (!purifier) {
    const loaded = createRequire(import.meta.url)('isomorphic-dompurify') as typeof DOMPurifyType;
    richTextHooks(loaded);
    purifier = loaded;
  }
  return purifier;
}

/**
 * The server's one sanitiser for every rich-text field (message content, course introductions):
 * the contract's rich-text policy (`RICH_TEXT_CONFIG`, `richTextHooks`) through DOMPurify. Keeps
 * formatting, colour and alignment; drops scripts, event handlers, unsafe URLs, SVG, frames,
 * forms, classes, ids and every style that could position content over the page.
 */
export function sanitizeRichText(html: string): string {
  return loadPurifier().sanitize(html, RICH_TEXT_CONFIG);
}

/** True when sanitised HTML still shows something: text (beyond whitespace) or an image. */
export function hasVisibleContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .trim();
  return text.length > 0;
}
