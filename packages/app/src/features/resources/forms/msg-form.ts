import type { Resolver } from 'react-hook-form';
import { msgCreateSchema, type MsgCreate, type MsgType } from '@pocket/contract';
import { bodyResolver } from '../../../components/resource/resource-form-dialog.tsx';

/** What the send form edits; the content is plain text, sent as simple HTML. */
export type MsgFormValues = {
  msgType: MsgType | '';
  title: string;
  content: string;
  author: string;
  /** Empty: every user of the tenant receives the message. */
  receiverIds: string[];
};

/** Fields a server answer may name. */
export const MSG_FORM_FIELDS: readonly (keyof MsgFormValues)[] = [
  'msgType',
  'title',
  'content',
  'author',
  'receiverIds',
];

export function emptyMsgForm(author = ''): MsgFormValues {
  return { msgType: 'NOTIFY', title: '', content: '', author, receiverIds: [] };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * Plain text as the HTML the message view shows: markup characters escaped, blank lines start a
 * paragraph, single line breaks stay line breaks.
 */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/[&<>"]/g, (c) => ESCAPES[c]!).replace(/\n/g, '<br>'))
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('');
}

/** The body of `POST /msg/msg`. */
export function toMsgCreateBody(values: MsgFormValues): MsgCreate {
  return {
    msgType: values.msgType as MsgType,
    title: values.title,
    content: values.content.trim() === '' ? '' : textToHtml(values.content),
    author: values.author,
    receiverIds: values.receiverIds,
  };
}

/** Validates the form with the contract's schema for sending a message (over the body it becomes). */
export function msgFormResolver(): Resolver<MsgFormValues> {
  return bodyResolver(msgCreateSchema, toMsgCreateBody);
}
