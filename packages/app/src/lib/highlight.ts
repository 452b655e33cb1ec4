/** A token of highlighted source: its text and its kind (`plain` is left uncoloured). */
export type Token = { text: string; kind: 'plain' | 'keyword' | 'string' | 'comment' | 'number' | 'type' };

const KEYWORDS = new Set(
  'as async await break case catch class const continue default delete else export extends false finally for from function if import in instanceof let new null of return switch this throw true try type typeof undefined var void while'.split(
    ' ',
  ),
);

// One pass over the text: comments, strings and template literals (without nesting), numbers,
// words (keywords, capitalised names as types), anything else as it is.
const TS =
  /(\/\*[\s\S]*?\*\/|\/\/[^\n]*)|('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`)|(\b\d[\d_]*(?:\.\d+)?(?:e-?\d+)?n?\b)|([A-Za-z_$][\w$]*)/g;
const PO = /(#[^\n]*)|("(?:[^"\\\n]|\\.)*")|(\b(?:msgid|msgstr|msgctxt)\b)/g;

/**
 * Splits source into tokens for the generator's preview: a small highlighter of our own for the
 * languages the generator writes (TypeScript / TSX, gettext catalogs, SQL as plain). Joining the
 * tokens' text gives the source back unchanged.
 */
export function highlight(source: string, language: string): Token[] {
  const tokens: Token[] = [];
  const push = (text: string, kind: Token['kind']) => {
    if (!text) return;
    const last = tokens[tokens.length - 1];
    if (last && last.kind === kind) last.text += text;
    else tokens.push({ text, kind });
  };
  const pattern = language === 'po' ? PO : language === 'ts' || language === 'tsx' ? TS : undefined;
  if (!pattern) return source ? [{ text: source, kind: 'plain' }] : [];
  let at = 0;
  for (const m of source.matchAll(new RegExp(pattern.source, 'g'))) {
    push(source.slice(at, m.index), 'plain');
    const [text, comment, string, third, word] = m;
    if (comment) push(text, 'comment');
    else if (string) push(text, 'string');
    else if (language === 'po') push(text, 'keyword');
    else if (third) push(text, 'number');
    else if (word && KEYWORDS.has(word)) push(text, 'keyword');
    else if (word && /^[A-Z]/.test(word)) push(text, 'type');
    else push(text, 'plain');
    at = m.index + text.length;
  }
  push(source.slice(at), 'plain');
  return tokens;
}
