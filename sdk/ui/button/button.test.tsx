// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '../testing/render-with-i18n';
import { Button } from './button';
import { IconButton } from './icon-button';
import { Icon } from '../icon/icon';

describe('Button', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once when the user double-clicks, and accepts a click again after one second', async () => {
    const save = vi.fn();
    await renderWithI18n(<Button onClick={save}>Lưu</Button>);
    const button = screen.getByRole('button', { name: 'Lưu' });

    fireEvent.click(button);
    fireEvent.click(button);
    expect(save).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');

    act(() => vi.advanceTimersByTime(999));
    fireEvent.click(button);
    expect(save).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(1));
    expect(button.getAttribute('aria-busy')).toBeNull();
    fireEvent.click(button);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('stays locked until a slow save finishes', async () => {
    let finish: () => void = () => undefined;
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderWithI18n(<Button onClick={save}>Lưu</Button>);
    const button = screen.getByRole('button', { name: 'Lưu' });

    fireEvent.click(button);
    await act(async () => vi.advanceTimersByTime(3000));
    fireEvent.click(button);
    expect(save).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');

    await act(async () => finish());
    await act(async () => vi.advanceTimersByTime(0));
    expect(button.getAttribute('aria-busy')).toBeNull();
  });

  it('submits its form only once on a double click', async () => {
    const submit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    await renderWithI18n(
      <form onSubmit={submit}>
        <Button type="submit">Lưu</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Lưu' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('keeps focus while locked, so the keyboard user stays in place', async () => {
    await renderWithI18n(<Button onClick={() => undefined}>Lưu</Button>);
    const button = screen.getByRole('button', { name: 'Lưu' });
    button.focus();
    fireEvent.click(button);
    expect(document.activeElement).toBe(button);
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('refuses clicks while loading and says it is busy', async () => {
    const save = vi.fn();
    await renderWithI18n(<Button loading onClick={save}>Lưu</Button>);
    const button = screen.getByRole('button', { name: 'Lưu' });
    fireEvent.click(button);
    expect(save).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});

describe('IconButton', () => {
  it('is named by its label', async () => {
    await renderWithI18n(<IconButton label="In phiếu" icon={<Icon name="printer" />} />);
    expect(screen.getByRole('button', { name: 'In phiếu' })).toBeTruthy();
  });
});
