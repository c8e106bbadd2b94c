import { act, render, screen } from '@testing-library/react';
import { HeardStatus, STATUS_HEARD_MS } from './HeardStatus.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('HeardStatus', () => {
  it('holds its words until they have been heard, then lets them go (a modal closing does not say them again)', () => {
    const { rerender } = render(<HeardStatus words="" />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    rerender(<HeardStatus words="Sorted by ID, ascending" />);
    expect(screen.getByRole('status')).toHaveTextContent('Sorted by ID, ascending');
    act(() => {
      vi.advanceTimersByTime(STATUS_HEARD_MS - 1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Sorted by ID, ascending');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says new words at once, each for its own while, and the same words again after none', () => {
    const { rerender } = render(<HeardStatus words="Sorted by ID, ascending" />);
    act(() => {
      vi.advanceTimersByTime(STATUS_HEARD_MS - 100);
    });
    rerender(<HeardStatus words="Sorted by ID, descending" />);
    act(() => {
      vi.advanceTimersByTime(STATUS_HEARD_MS - 100);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Sorted by ID, descending');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(<HeardStatus words="" />);
    rerender(<HeardStatus words="Sorted by ID, descending" />);
    expect(screen.getByRole('status')).toHaveTextContent('Sorted by ID, descending');
  });
});
