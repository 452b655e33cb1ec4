import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { PageTransition, pathDepth, slideDirection } from './page-transition.tsx';

describe('slideDirection', () => {
  it('slides left into deeper or equal paths and right into shallower ones', () => {
    expect(pathDepth('/a/b?x=1')).toBe(2);
    expect(slideDirection('/a', '/a/b')).toBe('left');
    expect(slideDirection('/a/b', '/c/d')).toBe('left');
    expect(slideDirection('/a/b', '/a')).toBe('right');
    expect(slideDirection('/a', '/a')).toBe('none');
    expect(slideDirection(undefined, '/a')).toBe('none');
  });
});

function Harness() {
  const [path, setPath] = useState('/course/index');
  const [count, setCount] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setPath('/dash')}>
        up
      </button>
      <button type="button" onClick={() => setPath('/resources/msg/edit')}>
        down
      </button>
      <PageTransition pathname={path}>
        <button type="button" onClick={() => setCount((c) => c + 1)}>
          clicked {count}
        </button>
      </PageTransition>
    </>
  );
}

describe('PageTransition', () => {
  // jsdom has no Web Animations: each test installs a stub, and the prototype is put back after.
  const proto = HTMLElement.prototype as unknown as { animate?: unknown };
  const hadAnimate = Object.prototype.hasOwnProperty.call(proto, 'animate');
  const originalAnimate = proto.animate;
  afterEach(() => {
    vi.restoreAllMocks();
    if (hadAnimate) proto.animate = originalAnimate;
    else delete proto.animate;
  });

  it('animates for 600 ms in the depth direction without remounting the page', async () => {
    const animate = vi.fn(() => ({ cancel: vi.fn() }));
    proto.animate = animate;
    render(<Harness />);
    const wrapper = document.querySelector('[data-slot="page-transition"]')!;
    expect(wrapper).toHaveAttribute('data-direction', 'none');
    expect(animate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'clicked 0' }));
    await userEvent.click(screen.getByRole('button', { name: 'up' }));
    expect(wrapper).toHaveAttribute('data-direction', 'right');
    expect(animate).toHaveBeenLastCalledWith(
      [expect.objectContaining({ transform: 'translateX(-2rem)' }), expect.anything()],
      expect.objectContaining({ duration: 600 }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'down' }));
    expect(wrapper).toHaveAttribute('data-direction', 'left');
    // State inside the page survived both transitions.
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeInTheDocument();
  });

  it('does not animate when the user prefers reduced motion', async () => {
    const animate = vi.fn(() => ({ cancel: vi.fn() }));
    proto.animate = animate;
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
    );
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'up' }));
    expect(animate).not.toHaveBeenCalled();
  });

  it('has no accessibility violations, during and after a transition', async () => {
    proto.animate = vi.fn(() => ({ cancel: vi.fn() }));
    const { container } = render(<Harness />);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'down' }));
    await expectNoAxeViolations(container);
  });

  it('leaves HTMLElement.prototype.animate as it found it', () => {
    expect(Object.prototype.hasOwnProperty.call(proto, 'animate')).toBe(hadAnimate);
  });
});
