import DOMPurify from 'isomorphic-dompurify';
import { RICH_TEXT_CONFIG, richTextHooks } from '@pocket/contract';

richTextHooks(DOMPurify);

/**
 * The server's one sanitiser for every rich-text field (message content, course introductions):
 * the contract's rich-text policy (`RICH_TEXT_CONFIG`, `richTextHooks`) through DOMPurify. Keeps
 * formatting, colour and alignment; drops scripts, event handlers, unsafe URLs, SVG, frames,
 * forms, classes, ids and every style that could position content over the page.
 */
export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(html, RICH_TEXT_CONFIG);
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
