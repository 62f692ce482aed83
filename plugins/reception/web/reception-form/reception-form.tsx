// The reception form of the outpatient and emergency desks: find or enter the patient (or scan a card), the visit
// with its group, insurance card and examination rooms, the health info; F4 receives. The same checks as the
// server's run first; the server's refusals show under their fields, its questions in a confirm dialog.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseCitizenIdQr, parseInsuranceCardQr, type Timestamp } from '@his/sdk';
import { placeRefusal, questionOf, useMutation, type CombinedError } from '@his/sdk/data';
import { toCalendarDate } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { Button, Spinner, toast, useConfirm, useShortcuts } from '@his/sdk/ui';
import { ReceivePatientDocument, type ReceptionFormPatientFragment } from '../../generated/graphql';
import { checkHealthInfo } from '../../rules/health-info';
import { checkBenhNhan } from '../../rules/patient';
import { checkTiepNhan, type LoaiTiepNhan, type TiepNhanValues } from '../../rules/visit';
import type { BenhNhanValues } from '../../rules/patient';
import type { HealthInfoValues } from '../../rules/health-info';
import { choosePatient, emptyForm, EMPTY_HEALTH, fillFromCitizenId, fillFromInsuranceCard, FORM_PATIENT_FIELDS, receiveVariables, type FormValues, type Problems } from './form-values';
import { HealthInfoFields } from './health-info-fields';
import { PatientFields } from './patient-fields';
import { PatientSearch, useFindPatients } from './patient-search';
import { PossibleDuplicates } from './possible-duplicates';
import { useCardScan } from './use-card-scan';
import { useReceptionChoices, type ReceptionChoices } from './use-reception-choices';
import { VisitFields } from './visit-fields';

export interface ReceptionFormProps {
  loaiTiepNhan: LoaiTiepNhan;
  onReceived(visit: { _id: string; MaTiepNhan: string }): void;
  /** The clock, for stories and tests. */
  now?: () => Timestamp;
}

const QUIET = { quietErrors: true };
const form = css({ display: 'grid', gap: '4', minW: '0' });
const sectionTitle = css({ textStyle: 'md', fontWeight: 'semibold', m: '0', mb: '2' });
const chosenLine = css({ textStyle: 'sm', color: 'fg.muted', m: '0', mb: '2' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end' });

// The fields the form shows a message under; the server's word on any other goes to a toast.
const SHOWN_FIELDS = new Set<string>([
  ...FORM_PATIENT_FIELDS,
  'NgayDangKy', 'DoiTuong_Id', 'SoTheBHYT', 'DiaChiBHYT', 'BHYTNgayHieuLuc', 'BHYTNgayHetHieuLuc', 'BenhVien_KCB', 'TuyenKCB', 'KhuVucSinhSong', 'NgayDu5Nam',
  'LyDoKham', 'DichVuKham', 'PhongBan_Id', 'LoaiPhauThuat', 'TenDuocPham', 'CoThai_SoTuan',
  ...Object.keys(EMPTY_HEALTH).filter((key) => key.endsWith('_ChiTiet')),
]);

function problemsOf(values: FormValues, choices: ReceptionChoices, at: Timestamp): Problems {
  const found: Record<string, { key: string; params: Record<string, string | number> }> = {};
  const group = values.visit.DoiTuong_Id ? { baoHiemYTe: choices.insuredIds.has(values.visit.DoiTuong_Id) } : null;
  for (const problem of [checkBenhNhan(values.patient, choices.requirements, at), checkTiepNhan(values.visit, group, choices.requirements), checkHealthInfo(values.health)]) {
    if (problem) found[problem.field] = { key: problem.key, params: { ...problem.params } };
  }
  return found;
}

export function ReceptionForm(props: ReceptionFormProps) {
  const { t } = useTranslation('reception');
  const { choices } = useReceptionChoices();
  if (!choices) return <Spinner label={t('reception.form.loading')} showLabel />;
  return <ReceptionFormBody {...props} choices={choices} />;
}

function ReceptionFormBody({ loaiTiepNhan, onReceived, now = Date.now, choices }: ReceptionFormProps & { choices: ReceptionChoices }) {
  const { t } = useTranslation('reception');
  const [confirm, confirmDialog] = useConfirm();
  const [values, setValues] = useState(() => emptyForm(loaiTiepNhan, now(), choices.defaults, choices.defaultGroupId));
  // Bumped after each reception: the pickers' own text goes with the patient.
  const [generation, setGeneration] = useState(0);
  const [checkedOnce, setCheckedOnce] = useState(false);
  const [refused, setRefused] = useState<Problems>({});
  const [, receive] = useMutation(ReceivePatientDocument);
  const findPatients = useFindPatients();
  const saving = useRef(false);
  // The last full birth date the form held: clearing the box and typing another is one change, not two.
  const knownBirth = useRef<Timestamp | null>(null);

  const at = values.visit.NgayDangKy ?? now();
  const insured = values.visit.DoiTuong_Id !== null && choices.insuredIds.has(values.visit.DoiTuong_Id);
  const problems: Problems = { ...(checkedOnce ? problemsOf(values, choices, at) : {}), ...refused };

  const forget = (fields: readonly string[]) =>
    setRefused((current) => (fields.some((field) => current[field]) ? Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field))) : current));
  const changePatient = (changes: Partial<BenhNhanValues>) => {
    setValues((current) => ({ ...current, patient: { ...current.patient, ...changes } }));
    forget(Object.keys(changes));
  };
  const changeVisit = (changes: Partial<TiepNhanValues>) => {
    setValues((current) => ({ ...current, visit: { ...current.visit, ...changes } }));
    forget(Object.keys(changes).flatMap((field) => (field === 'DichVuKham' ? ['DichVuKham', 'PhongBan_Id'] : [field])));
  };
  const changeHealth = (changes: Partial<HealthInfoValues>) => {
    setValues((current) => ({ ...current, health: { ...current.health, ...changes } }));
    forget(Object.keys(changes));
  };
  const choose = useCallback((patient: ReceptionFormPatientFragment) => {
    knownBirth.current = patient.NgaySinh;
    setValues((current) => choosePatient(current, patient));
    setRefused({});
  }, []);

  // Spec §5: the patient group may depend on age, so a changed birth date asks whether to choose the group again.
  const changeBirthDate = async (date: Timestamp | null) => {
    const previous = knownBirth.current ?? values.patient.NgaySinh;
    changePatient(date === null ? { NgaySinh: null } : { NgaySinh: date, NamSinh: toCalendarDate(date).year });
    if (date === null) return;
    knownBirth.current = date;
    if (previous === null || date === previous || values.visit.DoiTuong_Id === null) return;
    const again = await confirm({ message: t('reception.form.birthDateChanged'), confirmLabel: t('reception.form.chooseGroupAgain'), cancelLabel: t('reception.form.keepGroup') });
    if (again) changeVisit({ DoiTuong_Id: null });
  };

  useCardScan({
    onScan: async (text) => {
      const card = parseInsuranceCardQr(text);
      const citizen = card.ok ? null : parseCitizenIdQr(text);
      if (!card.ok && !citizen?.ok) {
        toast.warning(t('scan.invalid', { ns: 'core' }));
        return;
      }
      let found: ReceptionFormPatientFragment[];
      try {
        found = await findPatients(card.ok ? card.value.cardNumber : citizen!.ok ? citizen!.value.citizenId : '', 2);
      } catch {
        found = [];
      }
      setRefused({});
      knownBirth.current = found.length === 1 ? found[0]!.NgaySinh : null;
      setValues((current) => {
        const filled = card.ok ? fillFromInsuranceCard(current, card.value, choices.insuredGroupId) : citizen?.ok ? fillFromCitizenId(current, citizen.value) : current;
        // One patient with that card or ID: it is them, with the card just scanned; otherwise a new patient.
        return found.length === 1 ? choosePatient({ ...filled, patient: current.patient }, found[0]!) : { ...filled, patient: { ...filled.patient, MaYTe: null } };
      });
      if (found.length === 1) toast.info(t('reception.form.scanFound', { name: found[0]!.TenBenhNhan, code: found[0]!.MaYTe }));
    },
  });

  const showRefusal = (error: CombinedError) => {
    const { placed, messages } = placeRefusal(error, SHOWN_FIELDS);
    setRefused(placed);
    if (Object.keys(placed).length > 0) focusFirstProblem();
    for (const message of messages) toast.error(message);
  };

  // The first field at fault is brought into view and focused: on a phone it is often far above the button.
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstProblem = (): void => {
    requestAnimationFrame(() => {
      const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      field?.scrollIntoView?.({ block: 'center' });
      field?.focus({ preventScroll: true });
    });
  };

  const save = async (confirmed: readonly string[] = []): Promise<void> => {
    setCheckedOnce(true);
    setRefused({});
    if (Object.keys(problemsOf(values, choices, at)).length > 0) return focusFirstProblem();
    const result = await receive(receiveVariables(values, insured, confirmed), QUIET);
    if (result.error) {
      const question = questionOf(result.error);
      if (question && !confirmed.includes(question.key)) {
        if (await confirm({ message: question.message, confirmLabel: t('reception.form.continue') })) return save([...confirmed, question.key]);
        return;
      }
      showRefusal(result.error);
      return;
    }
    const visit = result.data!.createTiepNhanKhamBenh;
    toast.success(t('reception.form.received', { code: visit.MaTiepNhan }));
    onReceived({ _id: visit._id, MaTiepNhan: visit.MaTiepNhan });
    // The next patient starts from a clean form.
    setValues(emptyForm(loaiTiepNhan, now(), choices.defaults, choices.defaultGroupId));
    setCheckedOnce(false);
    knownBirth.current = null;
    setGeneration((count) => count + 1);
  };

  const saveOnce = async () => {
    if (saving.current) return;
    saving.current = true;
    try {
      await save();
    } finally {
      saving.current = false;
    }
  };
  useShortcuts({ F4: () => void saveOnce() });

  return (
    <form ref={formRef} key={generation} className={form} aria-label={t('reception.form.title')} noValidate onSubmit={(event) => event.preventDefault()}>
      <PatientSearch onChoose={choose} />
      <section aria-labelledby="reception-form-patient">
        <h3 id="reception-form-patient" className={sectionTitle}>
          {t('reception.form.patient')}
        </h3>
        {values.chosen && <p className={chosenLine}>{t('reception.form.chosen', { code: values.chosen.MaYTe })}</p>}
        <PatientFields values={values.patient} onChange={changePatient} onBirthDateChange={(date) => void changeBirthDate(date)} requirements={choices.requirements} problems={problems} at={at} />
        {!values.chosen && <PossibleDuplicates TenBenhNhan={values.patient.TenBenhNhan} NamSinh={values.patient.NamSinh} SoDienThoai={values.patient.SoDienThoai} onChoose={choose} />}
      </section>
      <section aria-labelledby="reception-form-visit">
        <h3 id="reception-form-visit" className={sectionTitle}>
          {t('reception.form.visit')}
        </h3>
        <VisitFields visit={values.visit} patient={values.patient} groups={choices.groups} insured={insured} onChange={changeVisit} requiredGroup={choices.requirements.doiTuong} problems={problems} />
      </section>
      <HealthInfoFields values={values.health} onChange={changeHealth} problems={problems} />
      <div className={actions}>
        <Button onClick={saveOnce}>{t('reception.form.save')}</Button>
      </div>
      {confirmDialog}
    </form>
  );
}
