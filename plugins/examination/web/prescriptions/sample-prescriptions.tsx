// The Toa mẫu tab: the doctor's and the facility's sample prescriptions found by name, one applied to a prescription
// of the exam in one step, and that prescription's lines kept as a new sample (a name unique at the facility).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorOf, refusalText, useMutation, useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, DataTable, Select, TextInput, toast, useSettledValue, type DataTableColumn } from '@his/sdk/ui';
import { CreateToaThuocMauDocument, SearchToaThuocMauDocument, type ToaThuocMauFieldsFragment } from '../../generated/graphql';
import { prescriptionInput, type DraftLine, type PrescriptionKind } from './prescription-lines';

export interface SamplePrescriptionsProps {
  kinds: readonly PrescriptionKind[];
  /** The prescription a sample goes to and is made from, at first. */
  defaultKind: PrescriptionKind;
  linesOf: (kind: PrescriptionKind) => readonly DraftLine[];
  advice: string;
  disabled?: boolean;
  onApply: (kind: PrescriptionKind, sample: ToaThuocMauFieldsFragment) => Promise<void> | void;
}

const SEARCH_LIMIT = 20;
const SEARCH_PAUSE_MS = 300;
const QUIET = { quietErrors: true };
const grid = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'end' });
const section = css({ display: 'grid', gap: '3', minW: '0' });
const heading = css({ textStyle: 'md', fontWeight: 'semibold', m: '0' });

export function SamplePrescriptions({ kinds, defaultKind, linesOf, advice, disabled = false, onApply }: SamplePrescriptionsProps) {
  const { t } = useTranslation('examination');
  const [kind, setKind] = useState<PrescriptionKind>(defaultKind);
  const [searchText, setSearchText] = useState('');
  const settled = useSettledValue(searchText, SEARCH_PAUSE_MS);
  const variables = useMemo(() => ({ searchString: settled.trim() || null, limit: SEARCH_LIMIT, LaToaMuaNgoai: kind === 'ToaMuaNgoai' }), [settled, kind]);
  const [{ data, fetching, error }, refetch] = useQuery({ query: SearchToaThuocMauDocument, variables, requestPolicy: 'cache-and-network' });
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<{ key: string; params?: Record<string, string | number> } | null>(null);
  const [{ fetching: saving }, create] = useMutation(CreateToaThuocMauDocument);
  const lines = linesOf(kind);

  const columns = useMemo((): DataTableColumn<ToaThuocMauFieldsFragment>[] => [
    { id: 'name', header: t('examination.prescription.sample.column.name'), accessor: (sample) => sample.TenToaThuocMau, width: '14rem', sticky: 'start' },
    { id: 'code', header: t('examination.prescription.sample.column.code'), accessor: (sample) => sample.MaToaThuocMau, width: '8rem' },
    { id: 'drugs', header: t('examination.prescription.sample.column.drugs'), accessor: (sample) => sample.ChiTiets.map((line) => line.TenDuoc).join(', ') },
    {
      id: 'apply',
      header: t('examination.prescription.sample.column.apply'),
      cell: (sample) => (
        <Button size="sm" disabled={disabled} aria-label={t('examination.prescription.sample.applyNamed', { name: sample.TenToaThuocMau })} onClick={() => onApply(kind, sample)}>
          {t('examination.prescription.sample.apply')}
        </Button>
      ),
      width: '7rem',
      sticky: 'end',
    },
  ], [t, disabled, kind, onApply]);

  const save = async () => {
    if (name.trim() === '') return setNameError({ key: 'examination.prescription.templateNameRequired' });
    setNameError(null);
    const input = prescriptionInput(kind, lines, null, advice);
    const result = await create({ info: { TenToaThuocMau: name.trim(), LoiDan: input.LoiDan, LaToaMuaNgoai: kind === 'ToaMuaNgoai', ChiTiets: input.ChiTiets } }, QUIET);
    if (result.error) {
      const refused = fieldErrorOf(result.error);
      if (refused?.field === 'TenToaThuocMau' || refused?.field === 'info.TenToaThuocMau') return setNameError({ key: refused.messageKey, params: { ...refused.params } });
      return toast.error(refusalText(result.error));
    }
    toast.success(t('examination.prescription.sample.saved', { name: result.data!.createToaThuocMauAndToaThuocMauChiTiet.TenToaThuocMau }));
    setName('');
    refetch({ requestPolicy: 'network-only' });
  };

  return (
    <div className={css({ display: 'grid', gap: '5', minW: '0' })}>
      <Select
        label={t('examination.prescription.sample.kind')}
        items={kinds.map((each) => ({ value: each, label: t(`examination.prescription.tab.${each}`) }))}
        value={kind}
        onValueChange={(value) => value && setKind(value as PrescriptionKind)}
      />
      <section className={section} aria-labelledby="sample-find">
        <h3 id="sample-find" className={heading}>
          {t('examination.prescription.sample.find')}
        </h3>
        <TextInput label={t('examination.prescription.sample.search')} value={searchText} onValueChange={setSearchText} maxLength={200} />
        {error && (
          <p role="alert" className={css({ m: '0', color: 'danger.text' })}>
            {refusalText(error)}
          </p>
        )}
        <DataTable
          label={t('examination.prescription.sample.list')}
          columns={columns}
          rows={data?.searchDM_ToaThuocMau}
          getRowId={(sample) => sample._id}
          loading={fetching}
          emptyText={t('examination.prescription.sample.none')}
          height="16rem"
        />
      </section>
      {!disabled && (
        <section className={section} aria-labelledby="sample-keep">
          <h3 id="sample-keep" className={heading}>
            {t('examination.prescription.sample.keep', { count: lines.length })}
          </h3>
          <div className={grid}>
            <TextInput
              name="TenToaThuocMau"
              label={t('examination.prescription.sample.name')}
              required
              value={name}
              onValueChange={(value) => {
                setName(value);
                setNameError(null);
              }}
              maxLength={200}
              error={nameError?.key ?? null}
              errorParams={nameError?.params}
            />
            <div>
              <Button onClick={save} loading={saving} disabled={lines.length === 0}>
                {t('examination.prescription.sample.save')}
              </Button>
            </div>
          </div>
        </section>
      )}
    </div>
  );
}
