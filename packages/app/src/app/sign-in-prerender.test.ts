import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  abandonPrerenderedSignIn,
  prerenderedSignIn,
  publishPrerenderedSignIn,
  releasePrerenderedSignIn,
  type HeldAction,
} from './sign-in-prerender.ts';

function publish(held: HeldAction | null) {
  publishPrerenderedSignIn({
    locale: 'en',
    key: 'k',
    image: new Image(),
    styled: true,
    mounted: true,
    released: false,
    held,
  });
}

describe('the pre-rendered sign-in page hand-off', () => {
  afterEach(() => {
    delete (globalThis as { __pocketSignIn?: unknown }).__pocketSignIn;
    document.body.replaceChildren();
  });

  it('does the held submit again once React has the page, once', () => {
    const form = document.body.appendChild(document.createElement('form'));
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    publish({ kind: 'submit', form });
    releasePrerenderedSignIn();
    releasePrerenderedSignIn();
    expect(submitted).toHaveBeenCalledOnce();
    expect(prerenderedSignIn()).toMatchObject({ released: true, held: null });
  });

  it('presses a held button again: a mouse down (Radix tabs select on it), then a click', () => {
    const button = document.body.appendChild(document.createElement('button'));
    const seen: string[] = [];
    button.addEventListener('mousedown', (event) => seen.push(`${event.type} ${event.button}`));
    button.addEventListener('click', (event) => seen.push(event.type));
    publish({ kind: 'press', element: button });
    releasePrerenderedSignIn();
    expect(seen).toEqual(['mousedown 0', 'click']);
  });

  it('does nothing held on nodes React has replaced, nor when React renders the page anew', () => {
    const gone = document.createElement('form');
    const submitted = vi.fn();
    gone.addEventListener('submit', submitted);
    publish({ kind: 'submit', form: gone });
    releasePrerenderedSignIn();
    expect(submitted).not.toHaveBeenCalled();

    const form = document.body.appendChild(document.createElement('form'));
    form.addEventListener('submit', submitted);
    publish({ kind: 'submit', form });
    abandonPrerenderedSignIn();
    releasePrerenderedSignIn();
    expect(submitted).not.toHaveBeenCalled();
    expect(prerenderedSignIn()).toMatchObject({ released: true, held: null });
  });

  it('is a no-op on a page the prelude did not prepare', () => {
    expect(prerenderedSignIn()).toBeUndefined();
    expect(() => {
      releasePrerenderedSignIn();
      abandonPrerenderedSignIn();
    }).not.toThrow();
  });
});
