// Keyboard shortcuts of a screen (examination: F4 save, F8 order services, F9 print, Enter add or update).
// One listener per screen; keys are written as they are printed on buttons: 'F4', 'Enter', 'Ctrl+S'.
import { useEffect, useRef, type RefObject } from 'react';

export type ShortcutHandler = (event: KeyboardEvent) => void;

export interface ShortcutOptions {
  /**
   * Only while focus is inside this element (a form, a panel, a dialog's content); anywhere on the page when absent,
   * except while a modal dialog is open.
   */
  scope?: RefObject<HTMLElement | null>;
  /** Off while false, e.g. while a save is running. */
  enabled?: boolean;
}

interface KeyCombination {
  key: string;
  ctrl: boolean;
  alt: boolean;
  shift: boolean;
}

export function parseShortcut(shortcut: string): KeyCombination {
  const parts = shortcut.split('+').map((part) => part.trim());
  const key = parts.pop() ?? '';
  const modifiers = new Set(parts.map((part) => part.toLowerCase()));
  return { key: key.toLowerCase(), ctrl: modifiers.has('ctrl'), alt: modifiers.has('alt'), shift: modifiers.has('shift') };
}

export function matchesShortcut(event: KeyboardEvent, combination: KeyCombination): boolean {
  return (
    event.key.toLowerCase() === combination.key &&
    (event.ctrlKey || event.metaKey) === combination.ctrl &&
    event.altKey === combination.alt &&
    event.shiftKey === combination.shift
  );
}

// Enter already means something in these: a new line, pressing the button, choosing an option.
const OWN_ENTER = 'textarea, button, a[href], select, [role="option"], [role="menuitem"], [role="button"], [contenteditable="true"]';

function enterBelongsToTarget(event: KeyboardEvent): boolean {
  const target = event.target;
  if (!(target instanceof Element)) return false;
  if (target.closest(OWN_ENTER)) return true;
  // An open list (combobox, select) takes Enter to choose its highlighted option.
  return target.getAttribute('aria-expanded') === 'true';
}

// A modal dialog opened over the screen owns the keyboard: the screen's F4 must not save behind it. Shortcuts of
// the dialog itself pass the dialog's content as their scope.
function blockedByDialog(scope: HTMLElement | null): boolean {
  const open = [...document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"], [role="alertdialog"]')].filter((dialog) => !dialog.hidden);
  const top = open.at(-1);
  if (!top) return false;
  return !(scope && top.contains(scope));
}

/**
 * Calls `shortcuts[key]` when its key is pressed. Function keys lose the browser's own meaning (F4, F8, F9) while a
 * handler is set; a held key fires once; keys typed while a Vietnamese input method composes a word are ignored.
 */
export function useShortcuts(shortcuts: Readonly<Record<string, ShortcutHandler | undefined>>, options: ShortcutOptions = {}): void {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  const { scope, enabled = true } = options;

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // keyCode 229 is what Chromium reports during composition in some input methods.
      if (event.isComposing || event.keyCode === 229 || event.defaultPrevented) return;
      const scopeElement = scope?.current ?? null;
      if (scope && !(scopeElement && event.target instanceof Node && scopeElement.contains(event.target))) return;
      for (const [shortcut, handler] of Object.entries(latest.current)) {
        if (!handler) continue;
        const combination = parseShortcut(shortcut);
        if (!matchesShortcut(event, combination)) continue;
        if (combination.key === 'enter' && enterBelongsToTarget(event)) return;
        if (blockedByDialog(scopeElement)) return;
        event.preventDefault();
        if (event.repeat) return;
        handler(event);
        return;
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, scope]);
}
