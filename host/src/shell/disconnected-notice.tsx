// A visible notice while the realtime connection to the server is down (it reconnects by itself).
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { useConnectionStatus } from '../data';

const notice = css({ px: '4', py: '2', bg: 'warning.subtle', color: 'warning.text', borderBottomWidth: '1px', borderColor: 'warning.border', textStyle: 'sm', fontWeight: 'medium', textAlign: 'center' });

export function DisconnectedNotice() {
  const { t } = useTranslation('data');
  const status = useConnectionStatus();
  return (
    <div role="status" aria-live="polite" data-connection={status}>
      {status === 'disconnected' && <p className={notice}>{t('data.disconnected')}</p>}
    </div>
  );
}
