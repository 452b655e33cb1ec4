import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiLabelsProvider, enUiLabels } from '../lib/labels.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';
import { TOAST_DURATION_MS, Toaster, toast } from './toast.tsx';

describe('Toast', () => {
  afterEach(() => {
    act(() => toast.dismiss());
    vi.useRealTimers();
  });

  it('announces errors assertively and successes politely', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Sorry, resource not found');
      toast.success('Created');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, resource not found');
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByRole('status')).toHaveTextContent('Created');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('closes after 5000 ms by default and after a custom duration', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.warning('Default');
      toast.info('Short', { duration: 1000 });
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Short')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1001));
    expect(screen.getByText('Default')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Default')).not.toBeInTheDocument();
  });

  it('pauses while hovered and replaces a toast with the same id', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.error('First', { id: 'net' });
      toast.error('Second', { id: 'net' });
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    const item = screen.getByText('Second').closest('[data-slot="toast"]')!;
    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(screen.getByText('Second')).toBeInTheDocument();
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('is dismissed with its labelled button', () => {
    render(
      <UiLabelsProvider labels={{ ...enUiLabels, dismiss: '关闭' }}>
        <Toaster />
      </UiLabelsProvider>,
    );
    act(() => void toast.info('Saved', { duration: 0 }));
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('is dismissed by keyboard', async () => {
    render(<Toaster />);
    act(() => void toast.error('Network error', { duration: 0 }));
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    dismiss.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByText('Network error')).not.toBeInTheDocument();
    act(() => void toast.info('Second', { duration: 0 }));
    screen.getByRole('button', { name: 'Dismiss' }).focus();
    await userEvent.keyboard(' ');
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Toaster dismissLabel="Close message" />);
    act(() => {
      toast.error('Upload failed');
      toast.success('Uploaded', { title: 'Done' });
    });
    await expectNoAxeViolations(container);
  });
});
