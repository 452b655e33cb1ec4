import { describe, expect, it } from 'vitest';
import { msgCreateSchema, ValidationCode } from '@pocket/contract';
import { emptyMsgForm, msgFormResolver, textToHtml, toMsgCreateBody } from './msg-form.ts';

const resolve = (values: Parameters<typeof toMsgCreateBody>[0]) =>
  msgFormResolver()(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('textToHtml', () => {
  it('escapes markup, makes paragraphs of blank-line blocks and keeps single line breaks', () => {
    expect(textToHtml('  Hello <b>you</b> & "them"\nsecond line\n\n\nNext  ')).toBe(
      '<p>Hello &lt;b&gt;you&lt;/b&gt; &amp; &quot;them&quot;<br>second line</p><p>Next</p>',
    );
  });
});

describe('the send form', () => {
  it('sends the contract body: content as HTML, receivers as chosen', () => {
    const body = toMsgCreateBody({
      ...emptyMsgForm('Admin'),
      msgType: 'WARN',
      title: 'Rooms',
      content: 'a\n\nb',
      receiverIds: ['12'],
    });
    expect(body).toEqual({
      msgType: 'WARN',
      title: 'Rooms',
      content: '<p>a</p><p>b</p>',
      author: 'Admin',
      receiverIds: ['12'],
    });
    expect(msgCreateSchema.safeParse(body).success).toBe(true);
  });

  it('reports an empty title, content and type with the contract codes', async () => {
    const result = await resolve({ ...emptyMsgForm(), msgType: '', content: '  \n ' });
    expect(result.errors.title?.message).toBe(ValidationCode.required);
    expect(result.errors.content?.message).toBe(ValidationCode.required);
    expect(result.errors.msgType?.message).toBe(ValidationCode.required);
  });

  it('passes a complete message', async () => {
    const values = { ...emptyMsgForm('Admin'), title: 'Rooms', content: 'Monday' };
    expect(await resolve(values)).toEqual({ values, errors: {} });
  });
});
