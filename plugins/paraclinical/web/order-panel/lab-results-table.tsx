// A lab order's tests with a value box each, named by the test: the unit, the patient's reference range and the flag,
// shown as H or L with its word beside the colour so it reads without colour too.
import { useTranslation } from 'react-i18next';
import { css, cx } from '@his/sdk/styled/css';
import { badge, table as tableRecipe } from '@his/sdk/styled/recipes';
import { Spinner, TextInput } from '@his/sdk/ui';
import type { DichVuYeuCauKetQuaFieldsFragment } from '../../generated/graphql';
import type { Flag } from '../../rules/reference-values';
import { rowKey, shownFlag, type ResultTexts } from './result-values';
import { errorOf, type Problems } from './problems';

export interface LabResultsTableProps {
  /** Undefined while the rows load. */
  rows: readonly DichVuYeuCauKetQuaFieldsFragment[] | undefined;
  texts: ResultTexts;
  onChange: (key: string, text: string) => void;
  problems: Problems;
  disabled: boolean;
  /** The order's request number, in the table's name. */
  number: string;
}

const FLAG_TONE: Record<Flag, 'danger' | 'warning'> = { Cao: 'danger', Thap: 'warning', BatThuong: 'danger' };
const scroller = css({ overflowX: 'auto' });
const cell = css({ h: 'auto', py: '1.5', whiteSpace: 'normal', overflowWrap: 'anywhere', verticalAlign: 'top' });
const flagged = css({ '& input': { fontWeight: 'bold', color: 'danger.text' } });

export function LabResultsTable({ rows, texts, onChange, problems, disabled, number }: LabResultsTableProps) {
  const { t } = useTranslation('paraclinical');
  const styles = tableRecipe();
  if (!rows) return <Spinner label={t('paraclinical.web.results.loading')} showLabel />;
  // The server names the whole results when a test is left blank, with the test's name: shown on that test's row.
  const whole = problems.KetQuas;
  const namedRow = whole ? rows.findIndex((row) => row.TenXetNghiem === whole.params.test) : -1;
  const problemOf = (index: number) => (index === namedRow ? whole : problems[`KetQuas.${index}`]);
  return (
    <div className={styles.root}>
      {whole && namedRow < 0 && (
        <p role="alert" className={css({ m: '0', px: '3', py: '2', color: 'fg.error' })}>
          {t(whole.key, { ns: [whole.key.split('.')[0]!, 'core'], ...whole.params })}
        </p>
      )}
      <div className={scroller}>
        <table className={styles.table} style={{ minWidth: '34rem' }}>
          <caption className={styles.caption}>{t('paraclinical.web.results.table', { number })}</caption>
          <colgroup>
            <col style={{ width: '32%' }} />
            <col style={{ width: '24%' }} />
            <col style={{ width: '12%' }} />
            <col style={{ width: '16%' }} />
            <col style={{ width: '16%' }} />
          </colgroup>
          <thead>
            <tr>
              {(['test', 'value', 'unit', 'range', 'flag'] as const).map((column) => (
                <th key={column} scope="col" className={styles.header}>
                  {t(`paraclinical.web.results.column.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={5} className={styles.status}>
                  {t('paraclinical.web.results.none')}
                </td>
              </tr>
            )}
            {rows.map((row, index) => {
              const key = rowKey(row);
              const text = texts[key] ?? '';
              const flag = shownFlag(row, text);
              return (
                <tr key={key} className={styles.row}>
                  <th scope="row" className={cx(styles.cell, cell, css({ fontWeight: 'normal', textAlign: 'start' }))}>
                    {row.TenXetNghiem}
                  </th>
                  <td className={cx(styles.cell, cell, flag && flagged)}>
                    <TextInput
                      label={row.TenXetNghiem}
                      hideLabel
                      size="sm"
                      name={`KetQuas.${index}`}
                      maxLength={200}
                      inputMode={row.KieuDuLieu === 'So' ? 'decimal' : undefined}
                      value={text}
                      onValueChange={(value) => onChange(key, value)}
                      disabled={disabled}
                      {...errorOf({ row: problemOf(index) }, 'row')}
                    />
                  </td>
                  <td className={cx(styles.cell, cell)}>{row.DonViTinh ?? ''}</td>
                  <td className={cx(styles.cell, cell)}>{row.MucBinhThuong ?? ''}</td>
                  <td className={cx(styles.cell, cell)}>
                    {flag && <span className={badge({ tone: FLAG_TONE[flag], size: 'sm' })}>{t(`paraclinical.web.flag.${flag}`)}</span>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
