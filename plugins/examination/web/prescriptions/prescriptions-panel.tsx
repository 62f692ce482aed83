// The exam's prescriptions (spec §1, §3 KhamBenhToaThuoc): tabs Toa thường, Toa BHYT (an insured visit only), Vật tư
// y tế, Mua ngoài and Toa mẫu; the store of the exam's room they are dispensed from; the advice. F4 saves: the
// interactions among every drug prescribed are shown first (spec §9), then updateToaThuocs saves the changed kinds in
// one call, and a refusal goes under its line. F9 and "In đơn thuốc" print what is saved (MAU_TOA_IN_1 to 3).
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dong } from '@his/sdk';
import { refusalText, useClient, useMutation, useQuery, type CombinedError } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, Icon, Select, Spinner, Tabs, Textarea, toast, useShortcuts } from '@his/sdk/ui';
import { useSession } from '@his/sdk/web';
import {
  CheckInteractionDrugsDocument,
  KhoDuocsOfRoomDocument,
  SearchStockModelDocument,
  ToaThuocsDocument,
  UpdateToaThuocsDocument,
  type CheckInteractionDrugsQuery,
  type SearchStockModelQuery,
  type ToaThuocFieldsFragment,
  type ToaThuocMauFieldsFragment,
  type UpdateToaThuocsMutationVariables,
} from '../../generated/graphql';
import type { ExamPartProps } from '../exam-tabs/exam-tabs';
import { useSummoned } from '../exam-tabs/use-summoned';
import { InteractionDialog } from './interaction-dialog';
import { KindEditor } from './kind-editor';
import { PrintDialog } from './print-dialog';
import { SamplePrescriptions } from './sample-prescriptions';
import { prescriptionPrintData } from './prescription-print-data';
import {
  draftOfSaved,
  emptyPrescriptions,
  KIND_ARGUMENT,
  KIND_STOCK,
  PRESCRIPTION_KINDS,
  prescriptionInput,
  refusalPlace,
  newLineKey,
  registrationNumbers,
  type DraftLine,
  type DraftPrescriptions as Drafts,
  type PrescriptionKind,
} from './prescription-lines';

type Interactions = CheckInteractionDrugsQuery['checkInteractionDrugs'];
/** The queue row the exam was opened from carries the patient's code and card. */
type ShownPatient = ExamPartProps['patient'] & { MaYTe?: string; SoTheBHYT?: string | null };

const SAMPLES = 'ToaMau';
const QUIET = { quietErrors: true };
const NO_REFUSALS: Readonly<Record<string, string>> = {};
const panel = css({ display: 'grid', gap: '4', minW: '0' });
const top = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' }, alignItems: 'start' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end' });
const muted = css({ m: '0', color: 'fg.muted' });
const kindPane = css({ display: 'grid', gap: '3', minW: '0' });
const notice = css({ m: '0', p: '2', rounded: 'l2', bg: 'warning.subtle', color: 'warning.text' });

function draftsOf(saved: readonly ToaThuocFieldsFragment[]): Drafts {
  const drafts = emptyPrescriptions();
  for (const prescription of saved) {
    const kind = PRESCRIPTION_KINDS.find((each) => each === prescription.LoaiToaThuoc);
    if (!kind) continue;
    drafts[kind] = { savedId: prescription._id, lines: [...prescription.ChiTiets].sort((a, b) => a.ThuTu - b.ThuTu).map(draftOfSaved) };
  }
  return drafts;
}

const sameDrug = (a: DraftLine, b: DraftLine) => (a.drug?.Duoc_Id ? a.drug.Duoc_Id === b.drug?.Duoc_Id : a.drug?.TenDuoc.trim().toLowerCase() === b.drug?.TenDuoc.trim().toLowerCase());

export function PrescriptionsPanel({ exam, patient, open, active, summoned }: ExamPartProps) {
  const { t } = useTranslation('examination');
  const session = useSession();
  const client = useClient();
  const shownPatient = patient as ShownPatient;
  const insured = Boolean(shownPatient.SoTheBHYT);
  const kinds = useMemo(() => PRESCRIPTION_KINDS.filter((kind) => kind !== 'ToaBHYT' || insured), [insured]);

  const [{ data: storeData, error: storeError }] = useQuery({ query: KhoDuocsOfRoomDocument, variables: useMemo(() => ({ idNode: exam.PhongBan_Id }), [exam.PhongBan_Id]) });
  const [{ data: savedData, fetching: loading, error: loadError }] = useQuery({ query: ToaThuocsDocument, variables: useMemo(() => ({ idKhamBenh: exam._id }), [exam._id]), requestPolicy: 'cache-and-network' });
  const [, update] = useMutation(UpdateToaThuocsDocument);

  const [saved, setSaved] = useState<readonly ToaThuocFieldsFragment[] | null>(null);
  const [drafts, setDrafts] = useState<Drafts | null>(null);
  const [advice, setAdvice] = useState('');
  const [dirty, setDirty] = useState<ReadonlySet<PrescriptionKind>>(new Set());
  const [adviceDirty, setAdviceDirty] = useState(false);
  const [chosenStore, setChosenStore] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<Partial<Record<PrescriptionKind, Record<string, string>>>>({});
  const [tab, setTab] = useState<string>('ToaThuong');
  const [lastKind, setLastKind] = useState<PrescriptionKind>('ToaThuong');
  const [interactions, setInteractions] = useState<{ list: Interactions; decide: (save: boolean) => void } | null>(null);
  const [printing, setPrinting] = useState(false);
  const [busy, setBusy] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  // What the server holds becomes the screen's lines, unless the doctor has changed some since.
  const fromServer = savedData?.toaThuocs;
  const [loadedFrom, setLoadedFrom] = useState<unknown>(null);
  if (fromServer && fromServer !== loadedFrom && dirty.size === 0 && !adviceDirty) {
    setLoadedFrom(fromServer);
    setSaved(fromServer);
    setDrafts(draftsOf(fromServer));
    setAdvice(fromServer.find((each) => each.LoiDan)?.LoiDan ?? '');
  }

  const stores = storeData?.getPhongBanKhoDuocByNode;
  const savedStore = saved?.find((each) => each.KhoXuat_Id)?.KhoXuat_Id ?? null;
  const storeId = [chosenStore, savedStore].find((id) => id && stores?.some((store) => store._id === id)) ?? stores?.[0]?._id ?? null;

  const changeLines = useCallback((kind: PrescriptionKind, lines: DraftLine[]) => {
    setDrafts((current) => current && { ...current, [kind]: { ...current[kind], lines } });
    setDirty((current) => new Set(current).add(kind));
    setRefusals((current) => (current[kind] ? { ...current, [kind]: {} } : current));
  }, []);

  const showTab = (value: string) => {
    setTab(value);
    if (value !== SAMPLES) setLastKind(value as PrescriptionKind);
  };

  const askAboutInteractions = async (all: Drafts): Promise<boolean> => {
    const numbers = registrationNumbers(all);
    if (numbers.length < 2) return true;
    const result = await client.query(CheckInteractionDrugsDocument, { registrationNumbers: numbers }, { requestPolicy: 'network-only' }).toPromise();
    if (result.error) {
      toast.error(refusalText(result.error));
      return false;
    }
    const found = result.data?.checkInteractionDrugs ?? [];
    if (found.length === 0) return true;
    return new Promise<boolean>((resolve) => setInteractions({ list: found, decide: resolve }));
  };

  const showRefusal = (error: CombinedError, sent: readonly PrescriptionKind[], current: Drafts) => {
    const placed: Partial<Record<PrescriptionKind, Record<string, string>>> = {};
    const messages: string[] = [];
    for (const each of error.graphQLErrors) {
      const field = (each.extensions as { field?: unknown } | undefined)?.field;
      const place = refusalPlace(typeof field === 'string' ? field : undefined, sent.length === 1 ? sent[0]! : null);
      const line = place.kind && place.line !== null ? current[place.kind].lines[place.line] : undefined;
      if (place.kind && line) placed[place.kind] = { ...placed[place.kind], [line.key]: each.message };
      else messages.push(each.message);
    }
    if (error.graphQLErrors.length === 0) messages.push(refusalText(error));
    setRefusals(placed);
    const first = PRESCRIPTION_KINDS.find((kind) => placed[kind]);
    if (first) showTab(first);
    for (const message of new Set(messages)) toast.error(message);
  };

  const save = async () => {
    if (!drafts || busy) return;
    const sent = [...dirty];
    if (sent.length === 0 && !adviceDirty) return void toast.info(t('examination.prescription.nothingChanged'));
    const withoutStore = sent.find((kind) => KIND_STOCK[kind] && drafts[kind].lines.length > 0 && !storeId);
    if (withoutStore) return void toast.error(t('examination.prescription.noStore'));
    setBusy(true);
    try {
      if (!(await askAboutInteractions(drafts))) return;
      const variables: UpdateToaThuocsMutationVariables = { idKhamBenh: exam._id, dataUpdate: { LoiDan: advice.trim() || null } };
      const removed: string[] = [];
      for (const kind of sent) {
        const { lines, savedId } = drafts[kind];
        if (lines.length > 0) variables[KIND_ARGUMENT[kind]] = prescriptionInput(kind, lines, storeId, advice);
        else if (savedId) removed.push(savedId);
      }
      if (removed.length > 0) variables.ids = removed;
      const result = await update(variables, QUIET);
      if (result.error || !result.data) return result.error && showRefusal(result.error, sent, drafts);
      const now = result.data.updateToaThuocs;
      setRefusals({});
      setDirty(new Set());
      setAdviceDirty(false);
      // The query still holds what it read before: it must not bring the old prescriptions back over the new.
      setLoadedFrom(fromServer ?? null);
      setSaved(now);
      setDrafts(draftsOf(now));
      toast.success(t('examination.prescription.saved', { code: exam.MaKhamBenh }));
    } finally {
      setBusy(false);
    }
  };

  // A sample's drugs are looked up in the store, so the lines show what is left, the price and the registration number
  // the interaction check needs; a drug already prescribed is not added twice.
  const applySample = useCallback(
    async (kind: PrescriptionKind, sample: ToaThuocMauFieldsFragment) => {
      if (!drafts) return;
      const filter = KIND_STOCK[kind];
      const lines = await Promise.all(
        [...sample.ChiTiets]
          .sort((a, b) => (a.ThuTu ?? 0) - (b.ThuTu ?? 0))
          .map(async (line): Promise<DraftLine> => {
            let found: SearchStockModelQuery['searchStockModel'][number] | undefined;
            if (filter && storeId && line.Duoc_Id) {
              const result = await client.query(SearchStockModelDocument, { searchString: line.TenDuoc, idKhoDuocs: [storeId], limit: 20, ...filter }, { requestPolicy: 'network-only' }).toPromise();
              found = result.data?.searchStockModel.find((each) => each.Duoc_Id === line.Duoc_Id);
            }
            return {
              key: newLineKey(),
              drug: {
                Duoc_Id: filter ? (line.Duoc_Id ?? null) : null,
                MaDuoc: found?.MaDuoc,
                TenDuoc: line.TenDuoc,
                HoatChat: found?.HoatChat,
                HamLuong: found?.HamLuong,
                DonViTinh: found?.DonViTinh ?? line.DonViTinh ?? '',
                SoDangKy: found?.SoDangKy,
                DonGia: (found ? (kind === 'ToaBHYT' ? (found.GiaBHYT ?? found.GiaBan) : found.GiaBan) : 0) as Dong,
                SoLuongKhaDung: found?.SoLuongKhaDung ?? null,
              },
              Sang: line.Sang ?? null,
              Trua: line.Trua ?? null,
              Chieu: line.Chieu ?? null,
              Toi: line.Toi ?? null,
              SoNgay: line.SoNgay ?? null,
              SoLuong: line.SoLuong ?? null,
              DuongDung: line.DuongDung ?? '',
              LoiDanUongThuoc: line.LoiDanUongThuoc ?? '',
              DaThuTien: false,
            };
          }),
      );
      const current = drafts[kind].lines;
      changeLines(kind, [...current, ...lines.filter((line) => !current.some((each) => sameDrug(each, line)))]);
      if (!advice.trim() && sample.LoiDan) {
        setAdvice(sample.LoiDan);
        setAdviceDirty(true);
      }
      showTab(kind);
      toast.success(t('examination.prescription.sample.applied', { name: sample.TenToaThuocMau, kind: t(`examination.prescription.tab.${kind}`) }));
    },
    [drafts, storeId, client, changeLines, advice, t],
  );

  const printData = useMemo(
    () =>
      prescriptionPrintData({
        facilityName: session.currentNode.name,
        exam,
        patient: { ...shownPatient, MaYTe: shownPatient.MaYTe ?? '' },
        prescriptions: saved ?? [],
      }),
    [session.currentNode.name, exam, shownPatient, saved],
  );
  const print = () => setPrinting(true);

  useShortcuts({ F4: () => void save() }, { enabled: open && active });
  useSummoned(summoned, print);

  if (loadError) {
    return (
      <p role="alert" className={css({ color: 'danger.text', m: '0' })}>
        {refusalText(loadError)}
      </p>
    );
  }
  if (!drafts) return loading ? <Spinner label={t('examination.prescription.loading')} showLabel /> : null;

  const unsaved = dirty.size > 0 || adviceDirty;
  // The cashier took a saved prescription off the bill (huyYeuCauThanhToan_*): the doctor's next save sends it again.
  const requestOff = (kind: PrescriptionKind) => saved?.some((each) => each.LoaiToaThuoc === kind && !each.YeuCauThanhToan) ?? false;
  const items = [
    ...kinds.map((kind) => ({
      value: kind,
      label: drafts[kind].lines.length > 0 ? `${t(`examination.prescription.tab.${kind}`)} (${drafts[kind].lines.length})` : t(`examination.prescription.tab.${kind}`),
      content: (
        <div className={kindPane}>
          {requestOff(kind) && (
            <p role="status" className={notice}>
              {t('examination.prescription.paymentRequestOff')}
            </p>
          )}
          <KindEditor kind={kind} storeId={storeId} lines={drafts[kind].lines} onLinesChange={(lines) => changeLines(kind, lines)} refusals={refusals[kind] ?? NO_REFUSALS} disabled={!open} />
        </div>
      ),
    })),
    {
      value: SAMPLES,
      label: t('examination.prescription.tab.ToaMau'),
      content: <SamplePrescriptions kinds={kinds} defaultKind={lastKind} linesOf={(kind) => drafts[kind].lines} advice={advice} disabled={!open} onApply={applySample} />,
    },
  ];

  return (
    <div ref={root} className={panel} role="region" aria-label={t('examination.tabs.prescriptions')}>
      <div className={top}>
        <Select
          label={t('examination.prescription.store')}
          items={(stores ?? []).map((store) => ({ value: store._id, label: `${store.TenKho} (${store.MaKho})` }))}
          value={storeId}
          onValueChange={(id) => setChosenStore(id)}
          disabled={!open || !stores}
          helperText={stores && stores.length === 0 ? t('examination.prescription.noStore') : storeError ? refusalText(storeError) : undefined}
        />
        <Textarea
          name="LoiDan"
          label={t('examination.prescription.field.LoiDan')}
          value={advice}
          onValueChange={(value) => {
            setAdvice(value);
            setAdviceDirty(true);
          }}
          rows={2}
          maxLength={2000}
          disabled={!open}
        />
      </div>
      {!open && <p className={muted}>{t('examination.prescription.readOnly')}</p>}
      <Tabs label={t('examination.prescription.kinds')} items={items} value={tab} onValueChange={showTab} />
      <div className={actions}>
        {unsaved && <p className={muted}>{t('examination.prescription.unsaved')}</p>}
        <Button variant="outline" icon={<Icon name="printer" />} onClick={print} lock={false}>
          {t('examination.prescription.print.open')}
        </Button>
        {open && (
          <Button onClick={save} loading={busy}>
            {t('examination.prescription.save')}
          </Button>
        )}
      </div>
      <InteractionDialog
        open={Boolean(interactions)}
        interactions={interactions?.list ?? []}
        onBack={() => {
          interactions?.decide(false);
          setInteractions(null);
        }}
        onSaveAnyway={() => {
          interactions?.decide(true);
          setInteractions(null);
        }}
      />
      {printing && <PrintDialog open={printing} onOpenChange={setPrinting} data={printData} unsaved={unsaved} />}
    </div>
  );
}
