// Whether the page is on a phone: below the host's breakpoint, where the host serves the /m copy of every page
// (spec §2: mobile breakpoint 520 px); followed as the window is resized, as the host follows it.
import { useEffect, useState } from 'react';

const PHONE_QUERY = '(max-width: 519.98px)';

const matches = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;

export function usePhoneLayout(): boolean {
  const [phone, setPhone] = useState(matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(PHONE_QUERY);
    const update = () => setPhone(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return phone;
}
