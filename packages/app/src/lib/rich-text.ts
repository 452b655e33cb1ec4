import DOMPurify from 'dompurify';
import { RICH_TEXT_CONFIG, richTextHooks } from '@pocket/contract';

richTextHooks(DOMPurify);

/**
 * Stored rich text (message content, course introductions) made safe for the DOM with the same
 * policy the server saved it under (the contract's `RICH_TEXT_CONFIG`): the server's copy is
 * already clean, this keeps markup from any older row or other writer from running or overlaying.
 */
export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(html, RICH_TEXT_CONFIG);
}
