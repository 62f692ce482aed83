// Takes the user to the first invalid field of a refused form, in the order the fields are shown.
/** Controls that a screen reader or the keyboard cannot reach are not where the user is taken. */
function reachable(element: HTMLElement): boolean {
  if (element.closest('[aria-hidden="true"], [hidden], [inert]')) return false;
  if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
  return !(element as HTMLElement & { disabled?: boolean }).disabled;
}

/**
 * Focuses and scrolls into view the first of the invalid controls: those the form registered and those inside
 * `container` marked aria-invalid (pickers that take no ref still get it from their Field frame).
 * Returns the element focused, or null.
 */
export function focusFirstInvalid(registered: readonly HTMLElement[], container: HTMLElement | null): HTMLElement | null {
  const marked = container ? Array.from(container.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) : [];
  const candidates = [...registered, ...marked].filter((element) => element.isConnected && reachable(element));
  if (candidates.length === 0) return null;
  // The configuration's order is not the screen's: a descriptor may list a field that a grid shows later.
  const first = candidates.reduce((earliest, element) =>
    earliest.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING ? element : earliest,
  );
  // Focus alone does not scroll a dialog's body reliably, and 'center' keeps the label and message in sight.
  first.focus({ preventScroll: true });
  first.scrollIntoView?.({ block: 'center', inline: 'nearest' });
  return first;
}
