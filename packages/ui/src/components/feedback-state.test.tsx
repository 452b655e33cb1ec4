import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiLabelsProvider, enUiLabels } from '../lib/labels.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';
import { EmptyState, ErrorState } from './feedback-state.tsx';
import { LoadingState } from './loading-state.tsx';

describe('EmptyState / LoadingState / ErrorState', () => {
  it('uses labels from the provider unless a title is given', () => {
    render(
      <UiLabelsProvider labels={{ ...enUiLabels, empty: '暂无数据', loading: '加载中' }}>
        <EmptyState />
        <LoadingState />
        <EmptyState title="No courses yet" description="Create one to start." />
      </UiLabelsProvider>,
    );
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    expect(screen.getByText('No courses yet')).toBeInTheDocument();
    expect(screen.getByText('Create one to start.')).toBeInTheDocument();
  });

  it('announces an error and retries by keyboard', async () => {
    const onRetry = vi.fn();
    render(<ErrorState description="Failed to get data" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to get data');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without onRetry', () => {
    render(<ErrorState />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <>
        <EmptyState />
        <LoadingState />
        <ErrorState onRetry={vi.fn()} />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
