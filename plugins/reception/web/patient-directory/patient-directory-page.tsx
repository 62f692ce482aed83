// The patient directory (/benh-nhan/:child?, /khach-hang, /quan-ly-khach-hang) and the visit history
// (/tra-cuu-lich-su-kcb): the list on one side, the chosen patient on the other; the path names the patient, so a
// patient's page can be linked to and reloaded.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { Button, Tabs, toast } from '@his/sdk/ui';
import { useHasPermission, useNavigate, useParams } from '@his/sdk/web';
import { PATIENT_IMPORT } from '../../rules/permissions';
import { PatientImportDialog } from '../patient-import/patient-import-dialog';
import { ReceivablesList } from '../receivables/receivables-list';
import { PatientDetails } from './patient-details';
import { PatientList } from './patient-list';

const layout = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
  alignItems: 'start',
});

export interface PatientDirectoryProps {
  /** The route this screen is mounted on, so that choosing a patient keeps the user on it. */
  basePath: string;
  /** The section a chosen patient opens on. */
  initialTab?: 'info' | 'history';
  title: string;
  /** Customer management shows the customer-account tab to those who may manage accounts. */
  accountTab?: boolean;
}

export function PatientDirectory({ basePath, initialTab, title, accountTab = false }: PatientDirectoryProps) {
  const { t } = useTranslation('reception');
  const { child } = useParams({ strict: false }) as { child?: string };
  const navigate = useNavigate();
  const open = (id: string | null) => void navigate({ to: id ? `${basePath}/${id}` : basePath });
  const canImport = useHasPermission(PATIENT_IMPORT);
  const [importing, setImporting] = useState(false);
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '4', p: { base: '3', md: '4' } })}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
        <h1 className={css({ fontSize: 'xl', fontWeight: 'semibold', m: '0' })}>{t(title)}</h1>
        {canImport && (
          <Button variant="outline" onClick={() => setImporting(true)}>
            {t('reception.directory.import')}
          </Button>
        )}
      </div>
      {/* The list refreshes through the patient events the import sends. */}
      <PatientImportDialog open={importing} onClose={() => setImporting(false)} onImported={(count) => toast.success(t('reception.directory.imported', { count }))} />
      <div className={layout}>
        <PatientList openId={child ?? null} onOpen={open} />
        {child && <PatientDetails key={child} id={child} initialTab={initialTab} accountTab={accountTab} onClose={() => open(null)} />}
      </div>
    </div>
  );
}

export function PatientDirectoryPage() {
  return <PatientDirectory basePath="/benh-nhan" title="reception.directory.title" />;
}

export function CustomerDirectoryPage() {
  return <PatientDirectory basePath="/khach-hang" title="reception.directory.customers" />;
}

/** Customer management: the directory, and what customers owe until the cashier settles it. */
export function ManagedCustomersPage() {
  const { t } = useTranslation('reception');
  return (
    <Tabs
      label={t('reception.directory.customers')}
      items={[
        { value: 'customers', label: t('reception.receivables.customersTab'), content: <PatientDirectory basePath="/quan-ly-khach-hang" title="reception.directory.customers" accountTab /> },
        { value: 'receivables', label: t('reception.receivables.tab'), content: <div className={css({ p: { base: '3', md: '4' } })}><ReceivablesList /></div> },
      ]}
    />
  );
}

export function VisitHistoryPage() {
  return <PatientDirectory basePath="/tra-cuu-lich-su-kcb" initialTab="history" title="reception.history.pageTitle" />;
}
