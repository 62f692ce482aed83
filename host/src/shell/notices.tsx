// The notices behind the top bar's badge: what plugins' realtime handlers report (spec §2, Shell).
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface Notice {
  id: number;
  text: string;
}

interface Notices {
  notices: readonly Notice[];
  unread: number;
  add(text: string): void;
  markRead(): void;
}

const NoticesContext = createContext<Notices | null>(null);
const KEPT = 20;

export function NoticesProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const [unread, setUnread] = useState(0);
  const add = useCallback((text: string) => {
    setNotices((current) => [{ id: Date.now() + Math.random(), text }, ...current].slice(0, KEPT));
    setUnread((count) => count + 1);
  }, []);
  const value = useMemo(() => ({ notices, unread, add, markRead: () => setUnread(0) }), [notices, unread, add]);
  return <NoticesContext.Provider value={value}>{children}</NoticesContext.Provider>;
}

export function useNotices(): Notices {
  const notices = useContext(NoticesContext);
  if (!notices) throw new Error('useNotices outside the shell');
  return notices;
}
