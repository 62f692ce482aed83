// On a phone a row opens with one tap: a double tap zooms there, and there is no room beside the row for the
// buttons a desktop shows. On a desktop one click only selects text or focuses, a double-click opens.
import type { MouseEvent } from 'react';

// The spec's phone breakpoint (520 px, §2), below which the host serves its /m pages.
const PHONE_QUERY = '(max-width: 519.98px)';

export function opensOnClick(event: MouseEvent): boolean {
  const pointer = (event.nativeEvent as Partial<PointerEvent>).pointerType;
  return pointer === 'touch' || (typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches);
}
