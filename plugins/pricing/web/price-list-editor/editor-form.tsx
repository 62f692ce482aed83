// The fields, lines and actions of the price list editor. The same checks as the server's run before anything is
// sent; what the server still refuses is shown under its field or above its lines.
import { useCallback, useEffect, useId, useMemo, useState, type FormEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useClient, useMutation } from '@his/sdk/data';
import { formatDate } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { Button, DatePicker, Icon, Select, Tabs, TextInput, toast, useConfirm, type SelectItem } from '@his/sdk/ui';
import {
  BangGiaReleaseImpactDocument,
  CreateBangGiaDocument,
  DeleteBangGiaDocument,
  ReleaseBangGiaDocument,
  UpdateBangGiaDocument,
  type BangGiaFieldsFragment,
} from '../../generated/graphql';
import { refusalsOf } from '@his/sdk/data';
import { NodesPicker, type NodeCategory } from '@his/sdk/catalogue-screens';
import { Slot } from '@his/sdk/web';
import { priceListActions } from '../../contract';
import { PriceLines } from './price-lines';
import { exportPriceList } from './price-lines-sheet';
import { LOSING_SERVICES_SHOWN, ReleaseQuestion } from './release-question';
import { hasProblems, inputOf, NO_PROBLEMS, placeProblems, problemsOf, type EditorProblems, type EditorValues, type LineKind, type PriceLine } from './editor-values';

export interface EditorFormProps {
  /** The stored list; null for a new one. */
  list: BangGiaFieldsFragment | null;
  initial: EditorValues;
  priceTypes: readonly SelectItem[];
  canWrite: boolean;
  canRelease: boolean;
  /** Kept up to date with whether the form holds unsaved changes. */
  dirtyRef: RefObject<boolean>;
  /** Where the actions go (the dialog's footer); none while it is being mounted. */
  footer: HTMLElement | null;
  onSaved: (list: BangGiaFieldsFragment) => void;
  onReleased: (list: BangGiaFieldsFragment) => void;
  onDeleted: () => void;
  onCopy: (list: BangGiaFieldsFragment) => void;
  onClose: () => void;
}

const QUIET = { quietErrors: true };
// What the server accepts as a price list's rooms.
const ROOM_CATEGORIES: readonly NodeCategory[] = ['DEPARTMENT', 'ROOM'];
const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(4, minmax(0, 1fr))' }, gap: '4', border: 'none', p: '0', m: '0', minW: '0' });
const wide = css({ gridColumn: { md: 'span 2' } });
const actions = css({ flex: '1', display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });
// Read-only boxes look like the disabled pickers beside them, but keep their text readable and copyable.
const readOnlyBox = css({ _readOnly: { bg: 'bg.disabled', cursor: 'default' } });
const notice = css({ p: '3', rounded: 'l2', bg: 'accent.subtle', color: 'accent.text', textStyle: 'sm' });

export function EditorForm({ list, initial, priceTypes, canWrite, canRelease, dirtyRef, footer, onSaved, onReleased, onDeleted, onCopy, onClose }: EditorFormProps) {
  const { t, i18n } = useTranslation('pricing');
  const formId = useId();
  const [confirm, confirmDialog] = useConfirm();
  const [values, setValues] = useState(initial);
  // After the first save or release attempt the client's checks follow every change; the server's refusals stay
  // until what they name is changed.
  const [checkedOnce, setCheckedOnce] = useState(false);
  const [refused, setRefused] = useState<EditorProblems>(NO_PROBLEMS);
  const [message, setMessage] = useState<string | null>(null);
  const [tab, setTab] = useState<LineKind>('DichVu');
  const [busy, setBusy] = useState(false);
  const [, create] = useMutation(CreateBangGiaDocument);
  const [, update] = useMutation(UpdateBangGiaDocument);
  const [, release] = useMutation(ReleaseBangGiaDocument);
  const [, remove] = useMutation(DeleteBangGiaDocument);
  const client = useClient();

  const released = list !== null && list.TrangThai !== 'ChuaPhatHanh';
  const readOnly = released || !canWrite;
  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(initial), [values, initial]);
  useEffect(() => {
    dirtyRef.current = dirty && !readOnly;
  }, [dirty, readOnly, dirtyRef]);

  // A list whose type is suspended keeps showing it, though it can no longer be chosen.
  const typeItems = useMemo(() => {
    if (!list?.LoaiGia || priceTypes.some((item) => item.value === list.LoaiGia_Id)) return priceTypes;
    return [...priceTypes, { value: list.LoaiGia_Id, label: list.LoaiGia.TenLoaiGia, disabled: true }];
  }, [priceTypes, list]);

  const live = useMemo(() => (checkedOnce ? problemsOf(values) : NO_PROBLEMS), [checkedOnce, values]);
  const problems: EditorProblems = {
    fields: { ...live.fields, ...Object.fromEntries(Object.entries(refused.fields).filter(([, problem]) => problem)) },
    lines: {
      DichVu: refused.lines.DichVu.length > 0 ? refused.lines.DichVu : live.lines.DichVu,
      LieuTrinh: refused.lines.LieuTrinh.length > 0 ? refused.lines.LieuTrinh : live.lines.LieuTrinh,
    },
  };

  const change = <K extends keyof EditorValues>(name: K, value: EditorValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setRefused((current) => (current.fields[name] ? { ...current, fields: { ...current.fields, [name]: undefined } } : current));
  };
  const changeLines = useCallback((kind: LineKind, update: (lines: PriceLine[]) => PriceLine[]) => {
    setValues((current) => ({ ...current, [kind]: update(current[kind]) }));
    setRefused((current) => (current.lines[kind].length > 0 ? { ...current, lines: { ...current.lines, [kind]: [] } } : current));
  }, []);

  /** The client's checks; false (with the problems shown) when something must be corrected first. */
  const checked = (): boolean => {
    const found = problemsOf(values);
    setCheckedOnce(true);
    setRefused(NO_PROBLEMS);
    setMessage(null);
    if (!hasProblems(found)) return true;
    if (Object.keys(found.fields).length === 0) setTab(found.lines.DichVu.length > 0 ? 'DichVu' : 'LieuTrinh');
    return false;
  };

  const showRefusal = (error: Parameters<typeof refusalsOf>[0]) => {
    const refusal = refusalsOf(error);
    const placed = placeProblems(refusal.fields.map(({ field, messageKey, params }) => ({ field, key: messageKey, params })), values);
    setRefused(placed);
    const lineKind = placed.lines.DichVu.length > 0 ? 'DichVu' : placed.lines.LieuTrinh.length > 0 ? 'LieuTrinh' : null;
    if (lineKind) setTab(lineKind);
    setMessage(refusal.messages.join(', ') || null);
  };

  /** Saves the values; the saved list, or null when the server refused it. */
  const saveValues = async (): Promise<BangGiaFieldsFragment | null> => {
    const input = inputOf(values);
    const result = list ? await update({ id: list._id, input }, QUIET) : await create({ input }, QUIET);
    if (result.error || !result.data) {
      if (result.error) showRefusal(result.error);
      return null;
    }
    return 'updateDM_BangGia' in result.data ? result.data.updateDM_BangGia : result.data.createDM_BangGia;
  };

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (readOnly || !checked()) return;
    setBusy(true);
    const saved = await saveValues();
    setBusy(false);
    if (!saved) return;
    toast.success(t('pricing.editor.saved', { code: saved.MaBangGia }));
    onSaved(saved);
  };

  const releaseList = async () => {
    const unsaved = canWrite && !released && (dirty || list === null);
    if (unsaved && !checked()) return;
    setBusy(true);
    // What the release takes away is the server's answer about the draft as stored: unsaved changes are saved first.
    const saved = unsaved ? await saveValues() : list;
    if (!saved) return setBusy(false);
    const keepSaved = () => {
      if (!unsaved) return;
      toast.success(t('pricing.editor.saved', { code: saved.MaBangGia }));
      onSaved(saved);
    };
    const asked = await client.query(BangGiaReleaseImpactDocument, { id: saved._id, first: LOSING_SERVICES_SHOWN }, { requestPolicy: 'network-only', ...QUIET }).toPromise();
    setBusy(false);
    if (asked.error) {
      showRefusal(asked.error);
      return keepSaved();
    }
    const impact = asked.data?.getDM_BangGiaById?.releaseImpact ?? null;
    const question = t('pricing.editor.releaseQuestion', { code: saved.MaBangGia, date: formatDate(saved.NgayPhatHanh) });
    const losing = (impact?.losingCount ?? 0) > 0;
    if (!(await confirm({ title: t('pricing.editor.releaseTitle'), message: <ReleaseQuestion question={question} impact={impact} />, confirmLabel: t('pricing.editor.release'), tone: losing ? 'danger' : 'accent' }))) {
      return keepSaved();
    }
    setBusy(true);
    const result = await release({ id: saved._id }, QUIET);
    setBusy(false);
    if (result.error || !result.data) {
      if (result.error) showRefusal(result.error);
      // Saved but not released: the draft as stored is what the form shows from now on.
      return keepSaved();
    }
    toast.success(t('pricing.editor.released', { code: saved.MaBangGia }));
    onReleased(result.data.releaseDM_BangGia);
  };

  const deleteList = async () => {
    if (!list) return;
    if (!(await confirm({ message: t('pricing.editor.deleteQuestion', { code: list.MaBangGia }), confirmLabel: t('pricing.editor.delete'), tone: 'danger' }))) return;
    const result = await remove({ ids: [list._id] }, QUIET);
    if (result.error) return showRefusal(result.error);
    toast.success(t('pricing.editor.deleted', { code: list.MaBangGia }));
    onDeleted();
  };

  const fieldError = (name: string) => problems.fields[name];

  // What the form shows, saved or not: a draft being reviewed is exported as it stands.
  const exportLines = async () => {
    await exportPriceList(values.MaBangGia, values, i18n.language === 'en' ? 'en' : 'vi');
    toast.success(t('pricing.sheet.exported', { count: values.DichVu.length + values.LieuTrinh.length }));
  };

  return (
    <form id={formId} onSubmit={save} noValidate aria-label={t('pricing.editor.form')} className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
      {released && <p className={notice}>{t('pricing.editor.releasedNotice')}</p>}
      {released && list.SoDichVuMatGia !== null && (
        <p className={notice}>{list.SoDichVuMatGia > 0 ? t('pricing.editor.releasedLosing', { count: list.SoDichVuMatGia }) : t('pricing.editor.releasedLosingNone')}</p>
      )}
      {!released && !canWrite && <p className={notice}>{t('pricing.editor.noWriteNotice')}</p>}
      <fieldset className={grid}>
        <legend className={css({ srOnly: true })}>{t('pricing.editor.general')}</legend>
        <TextInput
          label={t('pricing.field.MaBangGia')}
          required
          value={values.MaBangGia}
          onValueChange={(value) => change('MaBangGia', value)}
          error={fieldError('MaBangGia')?.key}
          errorParams={fieldError('MaBangGia')?.params}
          maxLength={50}
          autoComplete="off"
          readOnly={readOnly}
          className={readOnlyBox}
        />
        <TextInput
          label={t('pricing.field.TenBangGia')}
          required
          value={values.TenBangGia}
          onValueChange={(value) => change('TenBangGia', value)}
          error={fieldError('TenBangGia')?.key}
          errorParams={fieldError('TenBangGia')?.params}
          maxLength={500}
          autoComplete="off"
          readOnly={readOnly}
          className={readOnlyBox}
          fieldClassName={wide}
        />
        <Select
          label={t('pricing.field.LoaiGia_Id')}
          required
          items={typeItems}
          value={values.LoaiGia_Id}
          onValueChange={(value) => change('LoaiGia_Id', value)}
          placeholder={t('pricing.editor.choosePriceType')}
          error={fieldError('LoaiGia_Id')?.key}
          errorParams={fieldError('LoaiGia_Id')?.params}
          disabled={readOnly}
        />
        <DatePicker
          label={t('pricing.field.NgayPhatHanh')}
          required
          value={values.NgayPhatHanh}
          onValueChange={(value) => change('NgayPhatHanh', value)}
          error={fieldError('NgayPhatHanh')?.key}
          errorParams={fieldError('NgayPhatHanh')?.params}
          disabled={readOnly}
        />
        <TextInput
          label={t('pricing.field.LoaiBangGia')}
          value={values.LoaiBangGia}
          onValueChange={(value) => change('LoaiBangGia', value)}
          error={fieldError('LoaiBangGia')?.key}
          errorParams={fieldError('LoaiBangGia')?.params}
          maxLength={100}
          autoComplete="off"
          readOnly={readOnly}
          className={readOnlyBox}
        />
        <div className={wide}>
          <NodesPicker
            label={t('pricing.field.PhongBan_Ids')}
            categories={ROOM_CATEGORIES}
            value={values.PhongBan_Ids}
            onValueChange={(ids) => change('PhongBan_Ids', ids)}
            helperText={readOnly ? undefined : t('pricing.editor.roomsHelp')}
            placeholder={values.PhongBan_Ids.length === 0 ? t('pricing.editor.allRooms') : undefined}
            error={fieldError('PhongBan_Ids')?.key}
            errorParams={fieldError('PhongBan_Ids')?.params}
            disabled={readOnly}
          />
        </div>
      </fieldset>
      <Tabs
        label={t('pricing.editor.lines')}
        value={tab}
        onValueChange={(value) => setTab(value as LineKind)}
        items={(['DichVu', 'LieuTrinh'] as const).map((kind) => ({
          value: kind,
          label: t(`pricing.editor.tab.${kind}`, { count: values[kind].length }),
          content: <PriceLines kind={kind} lines={values[kind]} onLinesChange={changeLines} readOnly={readOnly} problems={problems.lines[kind]} />,
        }))}
      />
      {message && (
        <p role="alert" className={css({ p: '3', rounded: 'l2', bg: 'danger.subtle', color: 'danger.text', textStyle: 'sm' })}>
          {message}
        </p>
      )}
      {footer &&
        createPortal(
          <div className={actions}>
            {list && !released && canWrite && (
              <Button variant="outline" tone="danger" icon={<Icon name="trash" />} onClick={deleteList} disabled={busy}>
                {t('pricing.editor.delete')}
              </Button>
            )}
            <Button variant="outline" tone="neutral" onClick={exportLines}>
              {t('pricing.sheet.export')}
            </Button>
            {list && <Slot slot={priceListActions} props={{ priceListId: list._id, code: list.MaBangGia, released }} />}
            <span className={css({ flex: '1' })} />
            <Button variant="outline" tone="neutral" lock={false} onClick={onClose}>
              {t('pricing.editor.close')}
            </Button>
            {released && canWrite && list && (
              <Button variant="outline" onClick={() => onCopy(list)}>
                {t('pricing.editor.copy')}
              </Button>
            )}
            {!readOnly && (
              <Button type="submit" form={formId} variant={canRelease ? 'outline' : 'solid'} loading={busy}>
                {t('pricing.editor.save')}
              </Button>
            )}
            {!released && canRelease && (list !== null || canWrite) && (
              <Button onClick={releaseList} disabled={busy}>
                {t('pricing.editor.release')}
              </Button>
            )}
          </div>,
          footer,
        )}
      {confirmDialog}
    </form>
  );
}
