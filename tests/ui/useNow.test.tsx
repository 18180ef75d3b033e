import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNow } from '../../src/custom/hooks/useNow.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('useNow', () => {
  it('renews the time at every turn of the minute', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T16:00:45Z'));
    const { result, unmount } = renderHook(() => useNow());
    expect(result.current.toISOString()).toBe('2026-11-21T16:00:45.000Z');

    act(() => vi.advanceTimersByTime(14_000));
    expect(result.current.toISOString()).toBe('2026-11-21T16:00:45.000Z');
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.toISOString()).toBe('2026-11-21T16:01:00.000Z');
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.toISOString()).toBe('2026-11-21T16:02:00.000Z');

    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
