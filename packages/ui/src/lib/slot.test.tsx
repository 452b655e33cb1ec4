import { createRef, Fragment, type Ref } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Slot, Slottable, composeRefs } from './slot.tsx';

describe('Slot', () => {
  it('renders its child with the props merged: class names joined, styles merged, child wins', () => {
    render(
      <Slot className="from-slot" style={{ color: 'red', margin: 1 }} title="slot" data-slot="button">
        <a href="/courses" className="from-child" style={{ color: 'blue' }} title="child">
          Courses
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Courses' });
    expect(link).toHaveAttribute('href', '/courses');
    expect(link).toHaveAttribute('data-slot', 'button');
    expect(link).toHaveAttribute('title', 'child');
    expect(link.className).toBe('from-slot from-child');
    expect(link.style.color).toBe('blue');
    expect(link.style.margin).toBe('1px');
  });

  it("runs both handlers, the child's first, and keeps the slot's when the child has none", () => {
    const calls: string[] = [];
    render(
      <Slot onClick={() => calls.push('slot')} onKeyDown={() => calls.push('slot key')}>
        <button type="button" onClick={() => calls.push('child')} onKeyDown={undefined}>
          Go
        </button>
      </Slot>,
    );
    fireEvent.click(screen.getByRole('button'));
    fireEvent.keyDown(screen.getByRole('button'), { key: 'a' });
    expect(calls).toEqual(['child', 'slot', 'slot key']);
  });

  it("sets the slot's and the child's refs, and clears both on unmount", () => {
    const slotRef = createRef<HTMLElement>();
    const seen: (HTMLElement | null)[] = [];
    const childRef = (node: HTMLAnchorElement | null) => void seen.push(node);
    const { unmount } = render(
      <Slot ref={slotRef}>
        <a href="/x" ref={childRef}>
          x
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link');
    expect(slotRef.current).toBe(link);
    expect(seen).toEqual([link]);
    unmount();
    expect(slotRef.current).toBeNull();
    expect(seen).toEqual([link, null]);
  });

  it("puts its other children around the Slottable element's own children", () => {
    render(
      <Slot>
        <span data-testid="spinner" />
        <Slottable>
          <a href="/x">Next</a>
        </Slottable>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Next' });
    expect(link.firstElementChild).toBe(screen.getByTestId('spinner'));
    expect(link).toHaveTextContent('Next');
  });

  it('renders nothing for a child that is not an element, and gives a fragment no ref', () => {
    const { container } = render(<Slot className="x">text</Slot>);
    expect(container).toBeEmptyDOMElement();
    const ref = createRef<HTMLElement>();
    render(
      <Slot ref={ref}>
        <Fragment>
          <i>inside</i>
        </Fragment>
      </Slot>,
    );
    expect(screen.getByText('inside')).toBeInTheDocument();
    expect(ref.current).toBeNull();
  });
});

describe('composeRefs', () => {
  it('runs the cleanup a callback ref returns instead of calling it with null', () => {
    const cleanup = vi.fn();
    const callback = vi.fn(() => cleanup);
    const object = createRef<HTMLDivElement>();
    const refs: Ref<HTMLDivElement>[] = [callback, object];
    const { unmount } = render(<div ref={composeRefs(...refs)} data-testid="box" />);
    expect(callback).toHaveBeenCalledWith(screen.getByTestId('box'));
    expect(object.current).toBe(screen.getByTestId('box'));
    unmount();
    expect(cleanup).toHaveBeenCalledOnce();
    expect(callback).toHaveBeenCalledTimes(1);
    expect(object.current).toBeNull();
  });
});
