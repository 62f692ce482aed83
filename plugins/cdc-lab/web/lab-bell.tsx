// The laboratory bell in the top bar: for clerks and directors only, it counts the samples' events that wait for
// them, announces each, and lists them when opened.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEvent, useSession } from '@his/sdk/web';
import { css } from '@his/sdk/styled/css';
import { Dialog, Icon, IconButton, toast } from '@his/sdk/ui';
import { formatDateTime } from '@his/sdk/format';
import { concernsAudience, LAB_BELL_MODULE, labBellAudience } from '../rules/lab-bell';

const KEPT = 20;
const holder = css({ position: 'relative', display: 'inline-flex' });
const badge = css({ position: 'absolute', top: '0', right: '0', minW: '4', h: '4', px: '1', rounded: 'full', bg: 'danger.solid', color: 'danger.onSolid', fontSize: '0.625rem', fontWeight: 'semibold', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', pointerEvents: 'none' });
const list = css({ display: 'flex', flexDir: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' });

interface LabNotice {
  at: number;
  text: string;
}

export default function LabBell() {
  const { t } = useTranslation('cdc-lab');
  const session = useSession();
  const audience = labBellAudience(session.user.employee?.ChucVu?.MaChucVu);
  const [notices, setNotices] = useState<LabNotice[]>([]);
  const [unread, setUnread] = useState(0);
  const [open, setOpen] = useState(false);
  useAppEvent(LAB_BELL_MODULE, (event) => {
    if (!audience || !concernsAudience(event.process, audience)) return;
    const text = t(audience === 'directors' ? 'cdc-lab.bell.directors' : 'cdc-lab.bell.clerk');
    setNotices((current) => [{ at: Date.now(), text }, ...current].slice(0, KEPT));
    setUnread((count) => count + 1);
    toast.info(text);
  });
  if (!audience) return null;
  const label = unread ? t('cdc-lab.bell.labelUnread', { count: unread }) : t('cdc-lab.bell.label');
  return (
    <span className={holder}>
      <IconButton label={label} title={label} icon={<Icon name="flask" aria-hidden />} onClick={() => { setOpen(true); setUnread(0); }} />
      {unread > 0 && <span className={badge} aria-hidden>{unread}</span>}
      <Dialog open={open} onOpenChange={setOpen} size="sm" title={t('cdc-lab.bell.title')} closeOnInteractOutside>
        {notices.length === 0 ? t('cdc-lab.bell.none') : (
          <ul className={list}>
            {notices.map((notice) => <li key={notice.at + notice.text}>{formatDateTime(notice.at)} · {notice.text}</li>)}
          </ul>
        )}
      </Dialog>
    </span>
  );
}
