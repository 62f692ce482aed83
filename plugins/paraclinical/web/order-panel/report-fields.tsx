// A report's text (imaging, ultrasound, functional tests): the description, the conclusion and remarks, and the
// conclusion dictionary of the order's service group (DM_TuDienKetLuan), whose entry writes its findings and
// conclusion into the fields (after what is already typed).
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Combobox, Textarea, type ComboboxItem } from '@his/sdk/ui';
import { SearchTuDienKetLuanDocument, type SearchTuDienKetLuanQuery } from '../../generated/graphql';
import type { PerformanceValues } from './result-values';
import { errorOf, type Problems } from './problems';

type Entry = SearchTuDienKetLuanQuery['searchDM_TuDienKetLuan'][number];

export interface ReportFieldsProps {
  values: PerformanceValues;
  onChange: (changes: Partial<PerformanceValues>) => void;
  problems: Problems;
  /** The order's service group: only its entries, and those of no group, are offered. */
  NhomDichVu_Id: string | null | undefined;
  disabled: boolean;
}

const SEARCH_LIMIT = 50;

/** The entry's text after what the field holds, on a line of its own. */
export function insertText(current: string, addition: string | null | undefined): string {
  if (!addition || addition.trim() === '') return current;
  return current.trim() === '' ? addition : `${current.replace(/\s+$/, '')}\n${addition}`;
}

export function ReportFields({ values, onChange, problems, NhomDichVu_Id, disabled }: ReportFieldsProps) {
  const { t } = useTranslation('paraclinical');
  const client = useClient();
  const entries = useRef(new Map<string, Entry>());
  const [searchError, setSearchError] = useState<string | null>(null);

  const search = useCallback(
    async (text: string): Promise<ComboboxItem[]> => {
      const result = await client.query(SearchTuDienKetLuanDocument, { searchString: text, limit: SEARCH_LIMIT }, { requestPolicy: 'network-only' }).toPromise();
      if (result.error) {
        setSearchError('paraclinical.web.report.dictionaryFailed');
        return [];
      }
      setSearchError(null);
      const found = (result.data?.searchDM_TuDienKetLuan ?? []).filter((entry) => !entry.NhomDichVu_Id || !NhomDichVu_Id || entry.NhomDichVu_Id === NhomDichVu_Id);
      for (const entry of found) entries.current.set(entry._id, entry);
      return found.map((entry) => ({
        value: entry._id,
        label: entry.TenTuDienKetLuan,
        description: [entry.MaTuDienKetLuan, entry.TenTat].filter(Boolean).join(' · '),
        disabled: entry.TamNgung,
      }));
    },
    [client, NhomDichVu_Id],
  );

  const choose = (item: ComboboxItem | null) => {
    const entry = item && entries.current.get(item.value);
    if (!entry) return;
    onChange({ NoiDung: insertText(values.NoiDung, entry.NoiDung), KetLuan: insertText(values.KetLuan, entry.KetLuan) });
  };

  const text = (field: 'NoiDung' | 'KetLuan' | 'NhanXet', rows: number, required = false) => (
    <Textarea
      name={field}
      label={t(`paraclinical.web.field.${field}`)}
      required={required}
      rows={rows}
      maxLength={field === 'NoiDung' ? 8000 : 2000}
      value={values[field]}
      onValueChange={(value) => onChange({ [field]: value })}
      disabled={disabled}
      {...errorOf(problems, field)}
    />
  );

  return (
    <section aria-labelledby="cls-report" className={css({ display: 'grid', gap: '3' })}>
      <h3 id="cls-report" className={css({ textStyle: 'md', fontWeight: 'semibold', m: '0' })}>
        {t('paraclinical.web.report.title')}
      </h3>
      {!disabled && (
        <Combobox
          label={t('paraclinical.web.report.dictionary')}
          helperText={t('paraclinical.web.report.dictionaryHelp')}
          search={search}
          value={null}
          onValueChange={choose}
          error={searchError}
        />
      )}
      {text('NoiDung', 8)}
      {text('KetLuan', 3, true)}
      {text('NhanXet', 2)}
    </section>
  );
}
