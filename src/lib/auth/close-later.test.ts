import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeLater } from './close-later';

function fakeWindow() {
  const close = vi.fn();
  return { close, setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) };
}

describe('closeLater', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes the window only once the delay has passed', () => {
    vi.useFakeTimers();
    const target = fakeWindow();
    const realClose = target.close;
    closeLater(target as unknown as Window, 1000);

    target.close();
    vi.advanceTimersByTime(999);
    expect(realClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(realClose).toHaveBeenCalledOnce();
  });
});
