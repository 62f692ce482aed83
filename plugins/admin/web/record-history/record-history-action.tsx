// The history button on a record's screen (the recordHistory slot of admin's contract): opens the record's audit
// history over the screen. Shown to readers of the audit history only; the server checks again.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon } from '@his/sdk/ui';
import type { RecordHistoryProps } from '../../contract';
import { RecordHistoryDialog } from './record-history-dialog';

export function RecordHistoryAction(props: RecordHistoryProps) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" tone="neutral" lock={false} icon={<Icon name="history" />} onClick={() => setOpen(true)}>
        {t('admin.recordHistory.open')}
      </Button>
      {open && <RecordHistoryDialog {...props} open onClose={() => setOpen(false)} />}
    </>
  );
}

// A slot fill is loaded as a module's default export.
export default RecordHistoryAction;
