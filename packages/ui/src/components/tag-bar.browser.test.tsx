// The tag bar in a real browser: the active tag is scrolled into the bar's view, only when part
// of it is hidden (an IntersectionObserver decides after layout, no forced layout in the effect).
import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { UiLabelsProvider, enUiLabels } from '../lib/labels.tsx';
import { TagBar, type TagBarItem } from './tag-bar.tsx';

const TAGS: TagBarItem[] = Array.from({ length: 30 }, (_, i) => ({
  path: `/screen/${i}`,
  title: `Screen number ${i}`,
  affix: i === 0,
}));

let activate: (path: string) => void = () => {};

function Harness({ initial }: { initial: string }) {
  const [active, setActive] = useState(initial);
  activate = setActive;
  return (
    <UiLabelsProvider labels={enUiLabels}>
      <div style={{ width: 420 }}>
        <TagBar
          tags={TAGS}
          activePath={active}
          onActivate={(t) => setActive(t.path)}
          onClose={() => {}}
          onCloseOthers={() => {}}
          onCloseAll={() => {}}
          onRefresh={() => {}}
        />
      </div>
    </UiLabelsProvider>
  );
}

const bar = () => screen.getByRole('toolbar');
const tag = (i: number) => screen.getByRole('button', { name: new RegExp(`^Screen number ${i}\\b`) });

/** Whether the tag lies wholly inside the bar's visible box. */
function fullyShown(i: number): boolean {
  const box = bar().getBoundingClientRect();
  const own = tag(i).getBoundingClientRect();
  return own.left >= box.left - 0.5 && own.right <= box.right + 0.5;
}

describe('TagBar scrolling (real browser)', () => {
  it('scrolls a hidden active tag into view, and back', async () => {
    render(<Harness initial="/screen/0" />);
    expect(bar().scrollWidth).toBeGreaterThan(bar().clientWidth);
    expect(bar().scrollLeft).toBe(0);

    activate('/screen/29');
    await waitFor(() => expect(fullyShown(29)).toBe(true));
    expect(bar().scrollLeft).toBeGreaterThan(0);

    activate('/screen/1');
    await waitFor(() => expect(fullyShown(1)).toBe(true));
  });

  it('leaves the bar where it is when the active tag is already in view', async () => {
    render(<Harness initial="/screen/15" />);
    await waitFor(() => expect(fullyShown(15)).toBe(true));
    const left = bar().scrollLeft;
    // A tag next to the active one, wholly visible: nothing moves.
    const neighbour = fullyShown(16) ? 16 : 14;
    expect(fullyShown(neighbour)).toBe(true);
    activate(`/screen/${neighbour}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bar().scrollLeft).toBe(left);
  });
});
