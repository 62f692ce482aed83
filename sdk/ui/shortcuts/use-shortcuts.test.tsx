// @vitest-environment happy-dom
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useShortcuts, type ShortcutHandler } from './use-shortcuts';

function Screen({ save, add, print }: { save: ShortcutHandler; add: ShortcutHandler; print?: ShortcutHandler }) {
  useShortcuts({ F4: save, Enter: add, 'Ctrl+P': print });
  return (
    <form aria-label="Khám bệnh" onSubmit={(event) => event.preventDefault()}>
      <label>Chẩn đoán <input /></label>
      <label>Ghi chú <textarea /></label>
      <button type="button">Lưu</button>
    </form>
  );
}

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

describe('useShortcuts', () => {
  it('calls the handler of a function key once per press, and stops the browser from using the key', async () => {
    const user = userEvent.setup();
    const save = vi.fn();
    render(<Screen save={save} add={vi.fn()} />);
    await user.click(screen.getByRole('textbox', { name: 'Chẩn đoán' }));
    await user.keyboard('{F4}');
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0].defaultPrevented).toBe(true);
    // Held down: the first press saves, the repeats do not.
    await user.keyboard('{F4>3/}');
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('leaves Enter to a text area and a button, and takes it in a one-line box', async () => {
    const user = userEvent.setup();
    const add = vi.fn();
    render(<Screen save={vi.fn()} add={add} />);
    await user.click(screen.getByRole('textbox', { name: 'Ghi chú' }));
    await user.keyboard('{Enter}');
    expect(add).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Lưu' }).focus();
    await user.keyboard('{Enter}');
    expect(add).not.toHaveBeenCalled();
    await user.click(screen.getByRole('textbox', { name: 'Chẩn đoán' }));
    await user.keyboard('{Enter}');
    expect(add).toHaveBeenCalledTimes(1);
  });

  it('matches modifiers exactly: Ctrl+P is not P', async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    render(<Screen save={vi.fn()} add={vi.fn()} print={print} />);
    await user.click(screen.getByRole('textbox', { name: 'Chẩn đoán' }));
    await user.keyboard('p');
    expect(print).not.toHaveBeenCalled();
    await user.keyboard('{Control>}p{/Control}');
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('gives the keyboard to a modal dialog open over the screen, and to the dialog\'s own shortcuts', async () => {
    const user = userEvent.setup();
    const screenSave = vi.fn();
    const dialogSave = vi.fn();
    function DialogContent() {
      const scope = useRef<HTMLDivElement>(null);
      useShortcuts({ F4: dialogSave }, { scope });
      return (
        <div ref={scope}>
          <label>Tên dịch vụ <input /></label>
        </div>
      );
    }
    render(
      <>
        <Screen save={screenSave} add={vi.fn()} />
        <div role="dialog" aria-modal="true" aria-label="Sửa dịch vụ"><DialogContent /></div>
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Tên dịch vụ' }));
    await user.keyboard('{F4}');
    expect(dialogSave).toHaveBeenCalledTimes(1);
    expect(screenSave).not.toHaveBeenCalled();
  });

  it('ignores keys while an input method is composing a word', () => {
    const save = vi.fn();
    render(<Screen save={save} add={vi.fn()} />);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'F4', isComposing: true }));
    expect(save).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'F4' }));
    expect(save).toHaveBeenCalledTimes(1);
  });
});
