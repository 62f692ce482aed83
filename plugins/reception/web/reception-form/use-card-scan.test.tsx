// @vitest-environment happy-dom
// Telling a card scan from a person typing: a fast burst ending in Enter, or pasted text, that looks like a QR code.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { useCardScan } from './use-card-scan';

const QR = 'DN4019900000001|4e677579e1bb856e2056c4836e20416e|15/03/1985|1|-|01 - C54|01/01/2026|31/12/2026|-|-|-|-|-|ff$';

afterEach(() => cleanup());

function Harness({ onScan, clock }: { onScan: (text: string) => void; clock: { at: number } }) {
  const [value, setValue] = useState('Ng');
  useCardScan({ onScan, now: () => clock.at });
  return <input aria-label="name" value={value} onChange={(event) => setValue(event.target.value)} />;
}

/** Types `text` into the focused field key by key, `gapMs` apart, as the browser would (key, then the character). */
function type(input: HTMLInputElement, text: string, clock: { at: number }, gapMs: number, key: (character: string) => KeyboardEventInit = (character) => ({ key: character })) {
  for (const character of text) {
    clock.at += gapMs;
    const event = new KeyboardEvent('keydown', { ...key(character), bubbles: true, cancelable: true });
    if (input.dispatchEvent(event)) {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, input.value + character);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
  clock.at += gapMs;
  return input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
}

function setUp() {
  const onScan = vi.fn();
  const clock = { at: 1000 };
  const view = render(<Harness onScan={onScan} clock={clock} />);
  const input = view.getByRole('textbox', { name: 'name' }) as HTMLInputElement;
  input.focus();
  return { onScan, clock, input };
}

describe('a card scan', () => {
  it('When a scanner types a QR code fast and presses Enter / Then the text is reported, the Enter is taken and the field keeps what it had', () => {
    const { onScan, clock, input } = setUp();
    const enterPassed = type(input, QR, clock, 5);
    expect(onScan).toHaveBeenCalledWith(QR);
    expect(enterPassed).toBe(false);
    expect(input.value).toBe('Ng');
  });

  it('When a person types the same text at a person\'s pace / Then nothing is reported and Enter goes on', () => {
    const { onScan, clock, input } = setUp();
    const enterPassed = type(input, QR, clock, 120);
    expect(onScan).not.toHaveBeenCalled();
    expect(enterPassed).toBe(true);
    expect(input.value).toBe(`Ng${QR}`);
  });

  it('When a short word is typed fast and Enter pressed / Then it is not a scan', () => {
    const { onScan, clock, input } = setUp();
    expect(type(input, 'uyen', clock, 5)).toBe(true);
    expect(onScan).not.toHaveBeenCalled();
  });

  it('When a fast burst is not a QR code (no fields) / Then the field keeps it and Enter goes on', () => {
    const { onScan, clock, input } = setUp();
    expect(type(input, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', clock, 5)).toBe(true);
    expect(onScan).not.toHaveBeenCalled();
  });

  it('When a Vietnamese input method reports the keys as Process / Then the physical keys give the raw text', () => {
    const { onScan, clock, input } = setUp();
    const raw = '0123456789ddaa|a|b|c|d|e|f|g';
    const asProcess = (character: string): KeyboardEventInit => {
      if (character === '|') return { key: 'Process', keyCode: 229, code: 'Backslash', shiftKey: true };
      if (/\d/.test(character)) return { key: 'Process', keyCode: 229, code: `Digit${character}` };
      return { key: 'Process', keyCode: 229, code: `Key${character.toUpperCase()}` };
    };
    type(input, raw, clock, 5, asProcess);
    expect(onScan).toHaveBeenCalledWith(raw);
  });

  it('When a QR code is pasted / Then it is reported and not pasted; other pasted text is left alone', () => {
    const { onScan } = setUp();
    const paste = (text: string) => {
      const event = new Event('paste', { bubbles: true, cancelable: true });
      Object.defineProperty(event, 'clipboardData', { value: { getData: () => text } });
      return document.activeElement!.dispatchEvent(event);
    };
    expect(paste(QR)).toBe(false);
    expect(onScan).toHaveBeenCalledWith(QR);
    expect(paste('Nguyễn Văn An')).toBe(true);
    expect(onScan).toHaveBeenCalledTimes(1);
  });

  it('When Enter is pressed alone / Then nothing is reported', () => {
    const { onScan, clock, input } = setUp();
    expect(type(input, '', clock, 5)).toBe(true);
    expect(onScan).not.toHaveBeenCalled();
  });
});
