// "Chỉ định dịch vụ" (F8): services searched with their price for the patient's group, or a package's services
// added together, or a sample order set's (saved from the chosen lines with "Lưu thành bộ mẫu"); for each, the room
// doing it (the first by default, its price there) and the quantity; the doctor is the caller. Saved as drafts or
// sent at once. Blank lines are caught here first; a server refusal shows under the line and field it names, and its
// question (a test done today) in a confirm dialog.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@his/sdk/format';
import { questionOf, useClient, useMutation, type CombinedError } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, Checkbox, Combobox, Dialog, NumberInput, Select, TextInput, toast, useConfirm, type ComboboxItem } from '@his/sdk/ui';
import { useSession } from '@his/sdk/web';
import { CreateDichVuYeuCausDocument, DichVuChoChiDinhDocument, OrderPackagesDocument, OrderPricedServicesDocument, OrderSetsDocument, type KhamBenhFieldsFragment } from '../../generated/graphql';
import { checkLines, linesInput, placeRefusals, type OrderLine, type Placed } from './order-lines';
import { SaveOrderSetDialog } from './save-order-set-dialog';

export interface ServiceOrderDialogProps {
  exam: KhamBenhFieldsFragment;
  /** The visit's patient group: the prices shown are its. */
  DoiTuong_Id: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a save: how many orders, and whether they were sent. */
  onSaved: (count: number, sent: boolean) => void;
}

const QUIET = { quietErrors: true };
const grid = css({ display: 'grid', gap: '3' });
const pickers = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' } });
const lineRow = css({
  display: 'grid', gap: '2', alignItems: 'end', borderBottomWidth: '1px', borderColor: 'border', pb: '2',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 2fr) 7rem 7rem auto' },
});
const alert = css({ color: 'danger.text', m: '0' });
const muted = css({ color: 'fg.muted', m: '0' });

export function ServiceOrderDialog({ exam, DoiTuong_Id, open, onOpenChange, onSaved }: ServiceOrderDialogProps) {
  const { t } = useTranslation('examination');
  const client = useClient();
  const session = useSession();
  const [confirm, confirmDialog] = useConfirm();
  const [state, create] = useMutation(CreateDichVuYeuCausDocument);
  const [lines, setLines] = useState<OrderLine[]>([]);
  // The exam's diagnosis until the doctor types another: an exam saved just before F8 may arrive after the dialog opens.
  const [typedDiagnosis, setDiagnosis] = useState<string | null>(null);
  const diagnosis = typedDiagnosis ?? exam.ChanDoan ?? '';
  const [urgent, setUrgent] = useState(false);
  const [placed, setPlaced] = useState<Placed>({});
  const [messages, setMessages] = useState<string[]>([]);
  const packages = useRef(new Map<string, { name: string; ids: readonly string[] }>());
  const orderSets = useRef(new Map<string, { name: string; ids: readonly string[] }>());
  const [savingSet, setSavingSet] = useState(false);
  // A search box starts empty again once its choice is added: a new key gives a new box.
  const [picked, setPicked] = useState(0);

  const quote = useCallback(
    async (wanted: { DichVu_Id: string; NoiThucHien_Id?: string | null }[]) => {
      const result = await client.query(DichVuChoChiDinhDocument, { idKhamBenh: exam._id, DichVus: wanted }, { requestPolicy: 'network-only' }).toPromise();
      if (result.error) throw result.error;
      return result.data?.dichVuChoChiDinh ?? [];
    },
    [client, exam._id],
  );

  const add = async (ids: readonly string[], fromPackage: string | null, addedKey = 'examination.orders.packageAdded') => {
    setPicked((count) => count + 1);
    const fresh = ids.filter((id) => !lines.some((line) => line.DichVu_Id === id));
    if (fresh.length === 0) return;
    try {
      const quotes = await quote(fresh.map((DichVu_Id) => ({ DichVu_Id })));
      // A package may hold the examination itself: only what a room here performs is added from it.
      const usable = fromPackage ? quotes.filter((each) => each.NoiThucHiens.length > 0) : quotes;
      setLines((current) => [...current, ...usable.map((each) => ({ ...each, SoLuong: 1 }))]);
      setPlaced({});
      if (fromPackage) toast.success(t(addedKey, { count: usable.length, name: fromPackage }));
    } catch (error) {
      setMessages([(error as CombinedError).message]);
    }
  };

  const searchServices = useCallback(
    async (text: string): Promise<ComboboxItem[]> => {
      if (!DoiTuong_Id) return [];
      const result = await client.query(OrderPricedServicesDocument, { idDoiTuong: DoiTuong_Id, searchString: text }, { requestPolicy: 'network-only' }).toPromise();
      if (result.error) throw result.error;
      return (result.data?.searchDichVuCoGia ?? []).map((found) => ({
        value: found.DichVu._id, label: found.DichVu.TenDichVu, description: `${found.DichVu.MaDichVu} · ${formatMoney(found.DonGia)} đ`,
      }));
    },
    [client, DoiTuong_Id],
  );

  const searchPackages = useCallback(
    async (text: string): Promise<ComboboxItem[]> => {
      const result = await client.query(OrderPackagesDocument, { searchString: text }, { requestPolicy: 'network-only' }).toPromise();
      if (result.error) throw result.error;
      return (result.data?.goiDichVus ?? []).map((found) => {
        packages.current.set(found._id, { name: found.TenGoiDichVu, ids: found.DichVu_Ids });
        return { value: found._id, label: found.TenGoiDichVu, description: found.MaGoiDichVu };
      });
    },
    [client],
  );

  const searchOrderSets = useCallback(
    async (text: string): Promise<ComboboxItem[]> => {
      const result = await client.query(OrderSetsDocument, { searchString: text }, { requestPolicy: 'network-only' }).toPromise();
      if (result.error) throw result.error;
      return (result.data?.boChiDinhMaus ?? []).map((found) => {
        orderSets.current.set(found._id, { name: found.TenBoChiDinhMau, ids: found.DichVu_Ids });
        const params = { code: found.MaBoChiDinhMau, count: found.DichVu_Ids.length };
        return { value: found._id, label: found.TenBoChiDinhMau, description: t(found.BacSi_Id ? 'examination.orderSet.description' : 'examination.orderSet.sharedDescription', params) };
      });
    },
    [client, t],
  );

  const changeLine = (index: number, change: Partial<OrderLine>) => {
    setLines((current) => current.map((line, at) => (at === index ? { ...line, ...change } : line)));
    setPlaced((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith(`DichVus.${index}.`))));
  };

  const changeRoom = async (index: number, roomId: string | null) => {
    const line = lines[index]!;
    changeLine(index, { NoiThucHien_Id: roomId, DonGia: null });
    if (!roomId) return;
    // The price may differ from room to room: asked again for the one chosen.
    const [priced] = await quote([{ DichVu_Id: line.DichVu_Id, NoiThucHien_Id: roomId }]).catch(() => []);
    if (priced) setLines((current) => current.map((each) => (each.DichVu_Id === line.DichVu_Id ? { ...each, DonGia: priced.DonGia } : each)));
  };

  const save = async (send: boolean, confirmed: readonly string[] = []): Promise<void> => {
    setMessages([]);
    const problems = checkLines(lines, diagnosis);
    setPlaced(problems);
    if (Object.keys(problems).length > 0) return;
    const result = await create({ idKhamBenh: exam._id, input: { ChanDoan: diagnosis.trim(), LaKhanCap: urgent, guiNgay: send, DichVus: linesInput(lines) }, confirmed: [...confirmed] }, QUIET);
    if (result.data) return onSaved(result.data.createDichVuYeuCaus.length, send);
    if (!result.error) return;
    const question = questionOf(result.error);
    if (question && !confirmed.includes(question.key)) {
      if (await confirm({ message: question.message, confirmLabel: t('examination.orders.orderAgain') })) return save(send, [...confirmed, question.key]);
      return;
    }
    const refusal = placeRefusals(result.error, lines.length);
    setPlaced(refusal.placed);
    setMessages(refusal.messages);
  };

  const total = lines.reduce((sum, line) => sum + (line.DonGia ?? 0) * (line.SoLuong ?? 0), 0);
  const lineError = (index: number) => placed[`DichVus.${index}.DichVu_Id`];

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('examination.orders.dialogTitle')}
      size="xl"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('examination.orders.close')}
          </Button>
          <Button variant="outline" onClick={() => save(false)} loading={state.fetching}>
            {t('examination.orders.saveDraft')}
          </Button>
          <Button onClick={() => save(true)} loading={state.fetching}>
            {t('examination.orders.saveAndSend')}
          </Button>
        </>
      }
    >
      <div className={grid}>
        {messages.length > 0 && (
          <p role="alert" className={alert}>
            {messages.join(', ')}
          </p>
        )}
        <div className={pickers}>
          <Combobox key={`service-${picked}`} label={t('examination.orders.search')} search={searchServices} value={null} onValueChange={(item) => item && add([item.value], null)} />
          <Combobox
            key={`package-${picked}`}
            label={t('examination.orders.package')}
            search={searchPackages}
            value={null}
            onValueChange={(item) => {
              const chosen = item && packages.current.get(item.value);
              if (chosen) void add(chosen.ids, chosen.name);
            }}
          />
          <Combobox
            key={`order-set-${picked}`}
            label={t('examination.orderSet.pick')}
            search={searchOrderSets}
            value={null}
            onValueChange={(item) => {
              const chosen = item && orderSets.current.get(item.value);
              if (chosen) void add(chosen.ids, chosen.name, 'examination.orderSet.added');
            }}
          />
          <TextInput label={t('examination.orders.doctor')} value={session.user.employee?.TenNhanVien ?? session.user.username} readOnly
            error={placed.BacSiChiDinh_Id?.key ?? null} errorParams={placed.BacSiChiDinh_Id?.params} />
          <TextInput label={t('examination.orders.diagnosis')} required value={diagnosis} maxLength={2000}
            onValueChange={(value) => { setDiagnosis(value); setPlaced(({ ChanDoan: _, ...rest }) => rest); }}
            error={placed.ChanDoan?.key ?? null} errorParams={placed.ChanDoan?.params} />
        </div>
        <Checkbox label={t('examination.orders.urgent')} checked={urgent} onCheckedChange={setUrgent} />
        <section aria-label={t('examination.orders.chosen')} className={grid}>
          <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
            <h3 className={css({ m: '0', fontSize: 'md' })}>{t('examination.orders.chosen')}</h3>
            <Button variant="outline" size="sm" disabled={lines.length === 0} onClick={() => setSavingSet(true)}>
              {t('examination.orderSet.saveLines')}
            </Button>
          </div>
          {placed.DichVus && <p role="alert" className={alert}>{t(placed.DichVus.key, placed.DichVus.params)}</p>}
          {lines.map((line, index) => (
            <div key={line.DichVu_Id} className={lineRow}>
              <div>
                <strong>{line.TenDichVu}</strong>
                <p className={muted}>{line.MaDichVu}</p>
                {lineError(index) && <p role="alert" className={alert}>{t(lineError(index)!.key, lineError(index)!.params)}</p>}
              </div>
              <Select
                label={t('examination.orders.place')}
                required
                items={line.NoiThucHiens.map((room) => ({ value: room._id, label: room.TenPhongBan }))}
                value={line.NoiThucHien_Id}
                onValueChange={(value) => void changeRoom(index, value)}
                error={placed[`DichVus.${index}.NoiThucHien_Id`]?.key ?? null}
                errorParams={placed[`DichVus.${index}.NoiThucHien_Id`]?.params}
              />
              <NumberInput
                label={t('examination.orders.quantity')}
                required
                min={1}
                max={1000}
                value={line.SoLuong}
                onValueChange={(value) => changeLine(index, { SoLuong: value })}
                error={placed[`DichVus.${index}.SoLuong`]?.key ?? null}
                errorParams={placed[`DichVus.${index}.SoLuong`]?.params}
              />
              <div>
                <span className={muted}>{t('examination.orders.price')}</span>
                <p className={css({ m: '0', textAlign: 'end' })}>{line.DonGia === null ? t('examination.orders.noPrice') : `${formatMoney(line.DonGia)} đ`}</p>
              </div>
              <Button variant="ghost" tone="danger" onClick={() => { setLines((current) => current.filter((_, at) => at !== index)); setPlaced({}); }}>
                {t('examination.orders.dropLine', { name: line.MaDichVu })}
              </Button>
            </div>
          ))}
          <p className={css({ m: '0', textAlign: 'end', fontWeight: 'semibold' })}>{t('examination.orders.total', { amount: formatMoney(total) })}</p>
        </section>
      </div>
      {confirmDialog}
      <SaveOrderSetDialog open={savingSet} onOpenChange={setSavingSet} serviceIds={lines.map((line) => line.DichVu_Id)} />
    </Dialog>
  );
}
