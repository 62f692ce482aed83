// The participants of a consultation as a table: each row a staff member (picked from the staff catalogue), their
// place (chair, secretary, member, support) and the title the minutes print, with a button taking the row off; rows
// are added below. A refusal shows under the row's field it names, one about the whole list under the table. On a
// phone each row's cells stack.
import { useTranslation } from 'react-i18next';
import { RefPicker } from '@his/sdk/catalogue-screens';
import { css } from '@his/sdk/styled/css';
import { Button, Icon, IconButton, Select, TextInput } from '@his/sdk/ui';
import { nhanVienFace } from '../../../catalogues/contract';
import { MAX_CHUC_DANH_LENGTH, MAX_PARTICIPANTS, VI_TRI, type ThanhPhanValues } from '../../rules/participants';
import { emptyParticipant, errorOf, type Problems } from './minutes-values';

export interface ParticipantsTableProps {
  rows: readonly ThanhPhanValues[];
  onChange: (rows: ThanhPhanValues[]) => void;
  problems: Problems;
  disabled: boolean;
}

const table = css({ width: '100%', borderCollapse: 'collapse', display: { base: 'block', md: 'table' } });
// Each cell's field shows its own label: the header row is for screen readers, which read the table by columns.
const head = css({ srOnly: true });
const body = css({ display: { base: 'grid', md: 'table-row-group' }, gap: '3' });
const row = css({
  display: { base: 'grid', md: 'table-row' },
  gap: '2',
  p: { base: '2', md: '0' },
  borderWidth: { base: '1px', md: '0' },
  borderColor: 'border.default',
  borderRadius: { base: 'l2', md: '0' },
  '& > td': { display: { base: 'block', md: 'table-cell' }, verticalAlign: 'top', px: { base: '0', md: '2' }, py: { base: '0', md: '1.5' }, borderBottomWidth: { base: '0', md: '1px' }, borderColor: 'border.default' },
});
const alert = css({ color: 'fg.error', m: '0', textStyle: 'sm' });

export function ParticipantsTable({ rows, onChange, problems, disabled }: ParticipantsTableProps) {
  const { t } = useTranslation('consultation');
  const roles = VI_TRI.map((role) => ({ value: role, label: t(`consultation.viTri.${role}`) }));
  const change = (index: number, changes: Partial<ThanhPhanValues>) => onChange(rows.map((each, at) => (at === index ? { ...each, ...changes } : each)));
  const listProblem = problems.ThanhPhans;
  return (
    <section aria-labelledby="consultation-participants" className={css({ display: 'grid', gap: '2', minW: '0' })}>
      <h3 id="consultation-participants" className={css({ textStyle: 'md', fontWeight: 'semibold', m: '0' })}>
        {t('consultation.participants.title')}
      </h3>
      <table className={table} aria-labelledby="consultation-participants">
        <thead className={head}>
          <tr>
            <th scope="col">{t('consultation.participants.staff')}</th>
            <th scope="col">{t('consultation.participants.role')}</th>
            <th scope="col">{t('consultation.participants.chucDanh')}</th>
            <th scope="col">{t('consultation.participants.actions')}</th>
          </tr>
        </thead>
        <tbody className={body}>
          {rows.map((participant, index) => {
            const number = index + 1;
            const field = (part: string) => `ThanhPhans.${index}.${part}`;
            return (
              // Rows have no id of their own until saved: their place in the list is what a refusal names too.
              <tr key={index} className={row}>
                <td>
                  <RefPicker
                    name={field('NhanVien_Id')}
                    target={nhanVienFace}
                    label={t('consultation.participants.staffOf', { number })}
                    required
                    value={participant.NhanVien_Id}
                    onValueChange={(id) => change(index, { NhanVien_Id: id })}
                    disabled={disabled}
                    {...errorOf(problems, field('NhanVien_Id'))}
                  />
                </td>
                <td>
                  <Select
                    name={field('ViTri')}
                    label={t('consultation.participants.roleOf', { number })}
                    required
                    items={roles}
                    value={participant.ViTri}
                    onValueChange={(role) => change(index, { ViTri: role })}
                    disabled={disabled}
                    {...errorOf(problems, field('ViTri'))}
                  />
                </td>
                <td>
                  <TextInput
                    name={field('ChucDanh')}
                    label={t('consultation.participants.titleOf', { number })}
                    maxLength={MAX_CHUC_DANH_LENGTH}
                    value={participant.ChucDanh ?? ''}
                    onValueChange={(text) => change(index, { ChucDanh: text === '' ? null : text })}
                    disabled={disabled}
                    {...errorOf(problems, field('ChucDanh'))}
                  />
                </td>
                <td className={css({ textAlign: { md: 'end' }, alignSelf: 'end' })}>
                  {!disabled && (
                    <IconButton
                      icon={<Icon name="x" />}
                      variant="ghost"
                      label={t('consultation.participants.remove', { number })}
                      onClick={() => onChange(rows.filter((_each, at) => at !== index))}
                    />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {listProblem && (
        <p className={alert} role="alert">
          {t(listProblem.key, { ...listProblem.params, ns: ['consultation', 'core'] })}
        </p>
      )}
      {!disabled && (
        <div>
          <Button variant="outline" size="sm" onClick={() => onChange([...rows, emptyParticipant()])} disabled={rows.length >= MAX_PARTICIPANTS}>
            {t('consultation.participants.add')}
          </Button>
        </div>
      )}
    </section>
  );
}
