import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyDialog } from '../../src/custom/lazy/lazyDialog.tsx';

interface NoticeProps {
  open: boolean;
  text: string;
}
const Notice = ({ open, text }: NoticeProps) => <p>{open ? `open: ${text}` : `closed: ${text}`}</p>;

function countedLoads() {
  const load = vi.fn(async () => ({ Notice }));
  return { load, Lazy: lazyDialog(load, 'Notice', (props: NoticeProps) => props.open) };
}

describe('lazyDialog', () => {
  afterEach(() => vi.useRealTimers());

  it('renders nothing and loads nothing while never shown', () => {
    const { load, Lazy } = countedLoads();
    const { container } = render(<Lazy open={false} text="a" />);
    expect(container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads and shows the dialog when it is first shown, and keeps it mounted once closed (its closing transition plays)', async () => {
    const { load, Lazy } = countedLoads();
    const { rerender } = render(<Lazy open={false} text="a" />);
    rerender(<Lazy open text="a" />);
    expect(await screen.findByText('open: a')).toBeInTheDocument();
    rerender(<Lazy open={false} text="b" />);
    expect(screen.getByText('closed: b')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows nothing of a dialog closed again before its code arrived', async () => {
    const { load, Lazy } = countedLoads();
    const { container, rerender } = render(<Lazy open text="a" />);
    rerender(<Lazy open={false} text="a" />);
    await act(() => load.mock.results[0]!.value);
    expect(container).toBeEmptyDOMElement();
  });

  it("loads the dialog's code a few seconds after the page shows, once", async () => {
    vi.useFakeTimers();
    const { load, Lazy } = countedLoads();
    render(
      <>
        <Lazy open={false} text="a" />
        <Lazy open={false} text="b" />
      </>,
    );
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(load).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops waiting to preload when the page goes away first', async () => {
    vi.useFakeTimers();
    const { load, Lazy } = countedLoads();
    const { unmount } = render(<Lazy open={false} text="a" />);
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(load).not.toHaveBeenCalled();
  });
});
