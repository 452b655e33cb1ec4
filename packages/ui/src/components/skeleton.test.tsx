import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Skeleton } from './skeleton.tsx';

describe('Skeleton', () => {
  it('is hidden from assistive technology and takes shape and class overrides', () => {
    const { container } = render(<Skeleton shape="circle" className="size-10" />);
    const skeleton = container.querySelector('[data-slot="skeleton"]');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton).toHaveClass('rounded-full', 'size-10');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Skeleton />);
    await expectNoAxeViolations(container);
  });
});
