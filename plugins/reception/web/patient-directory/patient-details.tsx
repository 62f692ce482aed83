// One patient of the directory: who they are, their visits, their delivery addresses; the responsible staff can be
// changed and a patient who never came removed, by those allowed (the server decides, the buttons follow).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useMutation, useQuery } from '@his/sdk/data';
import { formatDate } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { Button, Spinner, Tabs, toast, useConfirm } from '@his/sdk/ui';
import { RefPicker } from '@his/sdk/catalogue-screens';
import { Slot, useHasPermission } from '@his/sdk/web';
import { recordHistory } from '../../../admin/contract';
import { nhanVienFace } from '../../../catalogues/contract';
import { PATIENT_ACCOUNT, PATIENT_WRITE } from '../../rules/permissions';
import { BenhNhanChiTietDocument, RemoveBenhNhanDocument, UpdateNhanVienPhuTrachDocument } from '../../generated/graphql';
import { CustomerAccount } from './customer-account';
import { DeliveryAddresses } from './delivery-addresses';
import { VisitHistory } from './visit-history';

const facts = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' }, columnGap: '4', rowGap: '1', m: '0', '& dt': { color: 'fg.muted' }, '& dd': { m: '0' } });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'end' });

export interface PatientDetailsProps {
  id: string;
  onClose: () => void;
  /** The section shown first: the visit history opens on 'history'. */
  initialTab?: 'info' | 'history' | 'addresses';
  /** Offers the customer-account tab (customer management), to holders of reception.patient.account. */
  accountTab?: boolean;
}

export function PatientDetails({ id, onClose, initialTab = 'info', accountTab = false }: PatientDetailsProps) {
  const { t } = useTranslation('reception');
  const canWrite = useHasPermission(PATIENT_WRITE);
  const canManageAccount = useHasPermission(PATIENT_ACCOUNT);
  const [{ data, fetching, error }, reexecute] = useQuery({ query: BenhNhanChiTietDocument, variables: { id }, requestPolicy: 'cache-and-network' });
  const [, updateStaff] = useMutation(UpdateNhanVienPhuTrachDocument);
  const [removing, remove] = useMutation(RemoveBenhNhanDocument);
  const [confirm, confirmDialog] = useConfirm();
  const [tab, setTab] = useState<string>(initialTab);
  const patient = data?.benhNhan;

  if (error) return <p role="alert">{t('reception.directory.loadFailed', { message: refusalText(error) })}</p>;
  if (!patient) return fetching ? <Spinner label={t('reception.directory.loading')} /> : <p>{t('reception.directory.notFound')}</p>;

  const changeStaff = async (staffId: string | null) => {
    const result = await updateStaff({ ids: [patient._id], NhanVienPhuTrach_Id: staffId }, { quietErrors: true });
    if (result.error) toast.error(refusalText(result.error));
    else toast.success(t('reception.directory.staffChanged'));
  };
  const removePatient = async () => {
    const ok = await confirm({ title: t('reception.directory.removeTitle'), message: t('reception.directory.removeQuestion', { name: patient.TenBenhNhan, code: patient.MaYTe }), tone: 'danger', confirmLabel: t('reception.directory.remove') });
    if (!ok) return;
    const result = await remove({ ids: [patient._id] }, { quietErrors: true });
    if (result.error) return void toast.error(refusalText(result.error));
    toast.success(t('reception.directory.removed', { code: patient.MaYTe }));
    onClose();
  };

  const info = (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
      <dl className={facts}>
        <dt>{t('field.MaYTe')}</dt>
        <dd>{patient.MaYTe}</dd>
        <dt>{t('reception.directory.birth')}</dt>
        <dd>{patient.NgaySinh ? formatDate(patient.NgaySinh) : patient.NamSinh}</dd>
        <dt>{t('field.GioiTinh')}</dt>
        <dd>{t(`reception.sex.${patient.GioiTinh}`)}</dd>
        <dt>{t('field.SoDienThoai')}</dt>
        <dd>{patient.SoDienThoai ?? '—'}</dd>
        <dt>{t('field.CMNDHoacHoChieu')}</dt>
        <dd>{patient.CMNDHoacHoChieu ?? '—'}</dd>
        <dt>{t('reception.directory.address')}</dt>
        <dd>{patient.fullAddress ?? '—'}</dd>
        <dt>{t('field.SoTheBHYT')}</dt>
        <dd>{patient.SoTheBHYT ?? '—'}</dd>
        <dt>{t('field.TenNguoiLienHe')}</dt>
        <dd>{patient.TenNguoiLienHe ? `${patient.TenNguoiLienHe} (${patient.QuanHeNguoiLienHe ?? ''}) ${patient.SoDienThoaiNguoiLienHe ?? ''}` : '—'}</dd>
        <dt>{t('field.TienSuDiUng')}</dt>
        <dd>{patient.TienSuDiUng ?? '—'}</dd>
        <dt>{t('reception.directory.openVisit')}</dt>
        <dd>{patient.IdTiepNhanDangXet ? t('reception.directory.hasOpenVisit') : t('reception.directory.noOpenVisit')}</dd>
      </dl>
      <div className={actions}>
        <div className={css({ minW: '16rem', flex: '1' })}>
          <RefPicker target={nhanVienFace} label={t('field.NhanVienPhuTrach_Id')} value={patient.NhanVienPhuTrach_Id ?? null} onValueChange={changeStaff} disabled={!canWrite} />
        </div>
        {canWrite && (
          <Button variant="outline" tone="danger" onClick={removePatient} loading={removing.fetching}>
            {t('reception.directory.remove')}
          </Button>
        )}
        <Slot slot={recordHistory} props={{ entity: 'BenhNhan', entityId: patient._id, recordName: patient.TenBenhNhan }} />
      </div>
    </div>
  );

  return (
    <section aria-labelledby="patient-heading" className={css({ display: 'flex', flexDir: 'column', gap: '3', minW: '0' })}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2' })}>
        <h2 id="patient-heading" className={css({ fontSize: 'lg', fontWeight: 'semibold', m: '0' })}>
          {patient.TenBenhNhan} · {patient.MaYTe}
        </h2>
        <Button variant="ghost" onClick={onClose}>
          {t('reception.directory.close')}
        </Button>
      </div>
      <Tabs
        label={t('reception.directory.sections')}
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'info', label: t('reception.directory.info'), content: info },
          { value: 'history', label: t('reception.history.title'), content: <VisitHistory visits={data.lichSuTiepNhan} /> },
          { value: 'addresses', label: t('reception.addresses.title'), content: <DeliveryAddresses customerId={patient._id} addresses={data.getDiaChiGiaoHangs} canWrite={canWrite} onChanged={() => reexecute({ requestPolicy: 'network-only' })} /> },
          ...(accountTab && canManageAccount ? [{ value: 'account', label: t('reception.account.tab'), content: <CustomerAccount patientId={patient._id} /> }] : []),
        ]}
      />
      {confirmDialog}
    </section>
  );
}
