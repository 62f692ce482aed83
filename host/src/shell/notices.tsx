// The notices behind the top bar's badge: what plugins' realtime handlers report, and in the
// laboratory variant the bell's two messages for clerks and directors (spec §2, Shell).
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, type AppEvent } from '@his/sdk/web';
import { useHostOptions } from '../host-options';
import { concernsAudience, LAB_BELL_MODULE, labBellAudience, type LabBellAudience } from './lab-bell';

export interface Notice {
  id: number;
  text: string;
}

interface Notices {
  /** Set when this user gets the laboratory bell. */
  labAudience: LabBellAudience | null;
  notices: readonly Notice[];
  unread: number;
  add(text: string): void;
  onEvent(event: AppEvent): void;
  markRead(): void;
}

const NoticesContext = createContext<Notices | null>(null);
const KEPT = 20;

export function NoticesProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('host');
  const { variant } = useHostOptions();
  const session = useSession();
  const labAudience = labBellAudience(variant.appType, session.user.employee?.ChucVu?.MaChucVu);
  const [notices, setNotices] = useState<Notice[]>([]);
  const [unread, setUnread] = useState(0);
  const add = useCallback((text: string) => {
    setNotices((current) => [{ id: Date.now() + Math.random(), text }, ...current].slice(0, KEPT));
    setUnread((count) => count + 1);
  }, []);
  const onEvent = useCallback((event: AppEvent) => {
    if (labAudience && event.module === LAB_BELL_MODULE && concernsAudience(event.process, labAudience)) {
      add(t(labAudience === 'directors' ? 'shell.bell.directors' : 'shell.bell.clerk'));
    }
  }, [labAudience, add, t]);
  const value = useMemo(() => ({ labAudience, notices, unread, add, onEvent, markRead: () => setUnread(0) }), [labAudience, notices, unread, add, onEvent]);
  return <NoticesContext.Provider value={value}>{children}</NoticesContext.Provider>;
}

export function useNotices(): Notices {
  const notices = useContext(NoticesContext);
  if (!notices) throw new Error('useNotices outside the shell');
  return notices;
}
