import DOMPurify from 'isomorphic-dompurify';

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
    node.setAttribute('rel', 'noopener noreferrer');
});

/** Message content is rendered as HTML by the console: keep formatting, drop scripts, event
 * handlers, javascript: links, frames and styles. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button'],
  });
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
