import { describe, expect, it, vi } from 'vitest';
import { captchaImages } from './captcha.ts';

const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path fill="#333333" d="M10 10 L40 10 L40 40 Z"/></svg>';
const counting = () => {
  let drawn = 0;
  const generate = vi.fn(() => ({ text: `t${++drawn}`, svg }));
  return generate;
};
/** Lets the pool's drawing turns run. */
const turns = async (n = 10) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('captcha images drawn ahead', () => {
  it('draws the first image on demand, then four ahead, one per turn of the event loop', async () => {
    const generate = counting();
    const images = captchaImages(generate);
    const first = images.take();
    expect(first.text).toBe('t1');
    expect(Buffer.from(first.png).subarray(1, 4).toString()).toBe('PNG');
    expect(generate).toHaveBeenCalledTimes(1);
    await turns(1);
    expect(generate).toHaveBeenCalledTimes(2);
    await turns();
    expect(generate).toHaveBeenCalledTimes(5);
    // Taken in the order drawn, with no drawing on the way; each taken once.
    expect([images.take().text, images.take().text]).toEqual(['t2', 't3']);
    expect(generate).toHaveBeenCalledTimes(5);
    await turns();
    expect(generate).toHaveBeenCalledTimes(7);
  });

  it('gives an image not shown back to the front', async () => {
    const images = captchaImages(counting());
    images.take();
    await turns();
    const image = images.take();
    images.putBack(image);
    expect(images.take()).toBe(image);
  });

  it('says so when drawing ahead fails, and draws on demand after', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = false;
    const images = captchaImages(() => {
      if (fail) throw new Error('no font');
      return { text: 'abcd', svg };
    });
    images.take();
    fail = true;
    await turns();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('captcha: image not drawn ahead: Error: no font'),
    );
    fail = false;
    expect(images.take().text).toBe('abcd');
    warn.mockRestore();
  });
});
