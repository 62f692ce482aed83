// One visit's patient group change: whether it may change (the server's answer, its reason when not), the new group
// and the insurance card facts, and the bill re-priced by the server after the change.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useMutation, useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, Checkbox, DatePicker, Select, TextInput, toast, useOneAtATime } from '@his/sdk/ui';
import { ChangePatientGroupDocument, GroupChangeCheckDocument, PatientGroupChoicesDocument } from '../../generated/graphql';
import { billLockKey } from '../fee-screens/bill-lock';
import { BillLinesTable } from '../fee-screens/bill-lines-table';
import { BillOverview } from '../fee-screens/bill-overview';
import { problemProps, splitRefusal, type FieldProblems } from '../fee-screens/refusals';
import { useFeeBill, type PickedVisit } from '../fee-screens/use-fee-bill';
import {
  FACILITY_CODE_LENGTH, GROUP_CHANGE_FIELDS, groupChangeInputOf, groupChangeProblems, groupChangeValuesOf, TUYEN_KCB, type GroupChangeValues,
} from './group-change-values';

export interface GroupChangeFormProps {
  visit: PickedVisit;
  canChange: boolean;
}

const QUIET = { quietErrors: true };
const grid = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' }, alignItems: 'start' });
const card = css({ gridColumn: '1 / -1', border: '1px solid', borderColor: 'border.default', rounded: 'l2', p: '3', m: '0', minW: '0' });
const legend = css({ px: '1', textStyle: 'sm', fontWeight: 'medium' });
const notice = css({ m: '0', p: '2', rounded: 'l2', bg: 'warning.subtle', color: 'warning.text' });
const buttons = css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end' });

export function GroupChangeForm({ visit, canChange }: GroupChangeFormProps) {
  const { t, i18n } = useTranslation('cashier');
  const { bill, previous, error, apply } = useFeeBill(visit);
  const checkVariables = useMemo(() => ({ idTiepNhan: visit.TiepNhan_Id }), [visit.TiepNhan_Id]);
  const [{ data: checked }, recheck] = useQuery({ query: GroupChangeCheckDocument, variables: checkVariables, requestPolicy: 'network-only' });
  const [{ data: groupData }] = useQuery({ query: PatientGroupChoicesDocument });
  const [values, setValues] = useState<GroupChangeValues | null>(null);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [busy, once] = useOneAtATime();
  const [, send] = useMutation(ChangePatientGroupDocument);

  if (error && !bill) return <p role="alert" className={css({ color: 'danger.text', m: '0' })}>{refusalText(error)}</p>;
  if (!bill) return <p className={css({ m: '0', color: 'fg.muted' })}>{t('cashier.fees.loading')}</p>;

  const current = values ?? groupChangeValuesOf(bill.TiepNhan);
  const check = checked?.checkIsEligibleForChangeDoiTuong;
  const open = canChange && check?.eligible === true && billLockKey(bill) === null;
  const groups = (groupData?.searchDM_DoiTuongs ?? [])
    .filter((group) => !group.TamNgung || group._id === current.DoiTuong_Id)
    .map((group) => ({ value: group._id, label: group.TenDoiTuong, disabled: group.TamNgung }));
  const routes = TUYEN_KCB.map((route) => ({ value: route, label: t(`cashier.fees.group.route.${route}`) }));
  const change = (changes: Partial<GroupChangeValues>) => {
    setValues({ ...current, ...changes });
    setProblems((known) => Object.fromEntries(Object.entries(known).filter(([field]) => !(field in changes))));
  };
  const field = (name: keyof GroupChangeValues) => ({ name, disabled: !open, ...problemProps(problems, name) });

  const save = async () => {
    const before = groupChangeProblems(current);
    if (Object.keys(before).length > 0) return setProblems(before);
    const result = await send({ TiepNhan_Id: bill.TiepNhan._id, input: groupChangeInputOf(current) }, QUIET);
    if (result.error || !result.data) {
      if (!result.error) return;
      const { fields, messages } = splitRefusal(result.error, new Set(GROUP_CHANGE_FIELDS), i18n);
      setProblems(fields);
      for (const message of messages) toast.error(message);
      return;
    }
    apply(result.data.ChuyenDoiDoiTuong);
    setValues(null);
    setProblems({});
    recheck({ requestPolicy: 'network-only' });
    toast.success(t('cashier.fees.group.saved', { group: result.data.ChuyenDoiDoiTuong.TiepNhan.TenDoiTuong ?? '' }));
  };

  return (
    <div className={css({ display: 'grid', gap: '4', minW: '0' })}>
      <BillOverview bill={bill} previous={previous} />
      {check && !check.eligible && (
        <p role="status" className={notice}>
          {t('cashier.fees.group.notEligible', { reason: check.message ?? '' })}
        </p>
      )}
      <form
        aria-label={t('cashier.fees.group.form')}
        className={grid}
        onSubmit={(event) => {
          event.preventDefault();
          if (open) once(save);
        }}
      >
        <Select label={t('cashier.fees.group.DoiTuong_Id')} required items={groups} value={current.DoiTuong_Id} onValueChange={(value) => change({ DoiTuong_Id: value })} {...field('DoiTuong_Id')} />
        <fieldset className={card}>
          <legend className={legend}>{t('cashier.fees.group.card')}</legend>
          <div className={grid}>
            <TextInput label={t('cashier.fees.group.SoTheBHYT')} maxLength={15} autoComplete="off" value={current.SoTheBHYT} onValueChange={(text) => change({ SoTheBHYT: text })} {...field('SoTheBHYT')} />
            <DatePicker label={t('cashier.fees.group.BHYTNgayHieuLuc')} value={current.BHYTNgayHieuLuc} onValueChange={(value) => change({ BHYTNgayHieuLuc: value })} {...field('BHYTNgayHieuLuc')} />
            <DatePicker label={t('cashier.fees.group.BHYTNgayHetHieuLuc')} value={current.BHYTNgayHetHieuLuc} onValueChange={(value) => change({ BHYTNgayHetHieuLuc: value })} {...field('BHYTNgayHetHieuLuc')} />
            <TextInput label={t('cashier.fees.group.BenhVien_KCB')} maxLength={FACILITY_CODE_LENGTH} autoComplete="off" value={current.BenhVien_KCB} onValueChange={(text) => change({ BenhVien_KCB: text })} {...field('BenhVien_KCB')} />
            <Select label={t('cashier.fees.group.TuyenKCB')} items={routes} value={current.TuyenKCB} onValueChange={(value) => change({ TuyenKCB: value })} {...field('TuyenKCB')} />
            <DatePicker label={t('cashier.fees.group.NgayDu5Nam')} value={current.NgayDu5Nam} onValueChange={(value) => change({ NgayDu5Nam: value })} {...field('NgayDu5Nam')} />
            <Checkbox label={t('cashier.fees.group.MienCungChiTra')} checked={current.MienCungChiTra} onCheckedChange={(checkedNow) => change({ MienCungChiTra: checkedNow })} {...field('MienCungChiTra')} />
            {current.MienCungChiTra && (
              <DatePicker label={t('cashier.fees.group.NgayMienCungChiTra')} required value={current.NgayMienCungChiTra} onValueChange={(value) => change({ NgayMienCungChiTra: value })} {...field('NgayMienCungChiTra')} />
            )}
          </div>
        </fieldset>
        {canChange && (
          <div className={css({ gridColumn: '1 / -1' })}>
            <div className={buttons}>
              <Button variant="outline" disabled={!open || values === null} onClick={() => { setValues(null); setProblems({}); }}>
                {t('cashier.fees.group.undo')}
              </Button>
              <Button type="submit" loading={busy} disabled={!open}>
                {t('cashier.fees.group.save')}
              </Button>
            </div>
          </div>
        )}
      </form>
      <BillLinesTable lines={bill.ChiTiets} label={t('cashier.fees.bill.lines')} insured={bill.TiepNhan.SoTheBHYT !== null} />
    </div>
  );
}
