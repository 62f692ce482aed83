// Catches a card scan anywhere on the page: a scanner "types" the QR text into whatever has focus, much faster than a
// person, and ends with Enter; or the text arrives pasted. The scanned characters are taken back out of the field.
import { useEffect, useRef } from 'react';

export interface CardScanOptions {
  onScan: (text: string) => void;
  enabled?: boolean;
  /** Fewer characters than this are typing, however fast (a short word typed quickly). */
  minLength?: number;
  /** A longer pause between two keys than this is a person. */
  maxGapMs?: number;
  /** The clock, for tests. */
  now?: () => number;
}

export const SCAN_MIN_LENGTH = 20;
export const SCAN_MAX_GAP_MS = 50;

/** Both cards' QR codes are fields separated by '|' (at least 7 of them); anything else is left to the field. */
export function looksLikeCardQr(text: string): boolean {
  return text.length >= SCAN_MIN_LENGTH && text.split('|').length >= 7;
}

// While a Vietnamese input method composes, the key is reported as 'Process'; the physical key still says what
// the scanner sent (Telex would otherwise turn "dd" into "đ" and "as" into "á").
function rawCharacter(event: KeyboardEvent): string | null {
  if (event.key.length === 1) return event.key;
  if (event.key !== 'Process' && event.keyCode !== 229) return null;
  const letter = /^Key([A-Z])$/.exec(event.code);
  if (letter) return event.shiftKey ? letter[1]! : letter[1]!.toLowerCase();
  const digit = /^Digit([0-9])$/.exec(event.code);
  if (digit) return event.shiftKey ? null : digit[1]!;
  if (event.code === 'Backslash' && event.shiftKey) return '|';
  return null;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

function isTextField(target: EventTarget | null): target is TextField {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
}

/** Sets a field's value so that React's onChange sees it (React watches the native setter, not `value =`). */
function restoreValue(field: TextField, value: string): void {
  if (field.value === value) return;
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export function useCardScan({ onScan, enabled = true, minLength = SCAN_MIN_LENGTH, maxGapMs = SCAN_MAX_GAP_MS, now = () => performance.now() }: CardScanOptions): void {
  const latest = useRef({ onScan, now });
  latest.current = { onScan, now };

  useEffect(() => {
    if (!enabled) return;
    let buffer = '';
    let lastAt = -Infinity;
    // The focused field and its text before the burst began, to put back when the burst was a scan.
    let field: TextField | null = null;
    let before = '';

    const reset = () => {
      buffer = '';
      field = null;
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const at = latest.current.now();
      const gap = at - lastAt;
      lastAt = at;
      if (event.key === 'Enter') {
        const text = buffer;
        const target = field;
        const previous = before;
        reset();
        if (gap > maxGapMs || text.length < minLength || !looksLikeCardQr(text)) return;
        // The Enter ends the scan: it must not submit a form or choose an option.
        event.preventDefault();
        event.stopPropagation();
        if (target) restoreValue(target, previous);
        latest.current.onScan(text);
        return;
      }
      const character = rawCharacter(event);
      if (character === null) {
        if (event.key !== 'Shift') reset();
        return;
      }
      if (gap > maxGapMs || buffer === '') {
        buffer = '';
        field = isTextField(event.target) ? event.target : null;
        before = field?.value ?? '';
      }
      buffer += character;
    };

    const onPaste = (event: ClipboardEvent) => {
      const text = event.clipboardData?.getData('text') ?? '';
      if (!looksLikeCardQr(text.trim())) return;
      event.preventDefault();
      event.stopPropagation();
      latest.current.onScan(text.trim());
    };

    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('paste', onPaste, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('paste', onPaste, true);
    };
  }, [enabled, minLength, maxGapMs]);
}
