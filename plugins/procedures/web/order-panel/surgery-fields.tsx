// The surgery information of a procedure (spec §2 tab "surgery information", §4 surgery team and anaesthesia fields):
// the methods of surgery and anaesthesia, the diagnoses before and after, and the team by role — one main operator,
// anaesthetist and anaesthesia assistant, any number of assistants and nurses.
import { useTranslation } from 'react-i18next';
import type { AnyCatalogue } from '@his/sdk';
import { RefPicker, RefsPicker } from '@his/sdk/catalogue-screens';
import { css } from '@his/sdk/styled/css';
import { icdFace, nhanVienFace } from '../../../catalogues/contract';
import { TEAM_ROLES } from '../../rules/notes';
import { phuongPhapPhauThuatFace, phuongPhapVoCamFace } from '../../../catalogues/contract';
import { SINGLE_ROLES, type NoteValues, type Problems } from './note-values';
import { errorOf } from './problems';

export interface SurgeryFieldsProps {
  values: NoteValues;
  onChange: (changes: Partial<NoteValues>) => void;
  problems: Problems;
  disabled: boolean;
}

const grid = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } });
const heading = css({ textStyle: 'md', fontWeight: 'semibold', m: '0', gridColumn: '1 / -1' });

export function SurgeryFields({ values, onChange, problems, disabled }: SurgeryFieldsProps) {
  const { t } = useTranslation('procedures');
  const ref = (field: 'PhuongPhapPhauThuat_Id' | 'PhuongPhapVoCam_Id' | 'ChanDoanTruoc_Id' | 'ChanDoanSau_Id', target: AnyCatalogue) => (
    <RefPicker
      name={field}
      target={target}
      label={t(`procedures.web.field.${field}`)}
      value={values[field]}
      onValueChange={(id) => onChange({ [field]: id })}
      disabled={disabled}
      {...errorOf(problems, field)}
    />
  );
  return (
    <div className={grid}>
      {ref('PhuongPhapPhauThuat_Id', phuongPhapPhauThuatFace)}
      {ref('PhuongPhapVoCam_Id', phuongPhapVoCamFace)}
      {ref('ChanDoanTruoc_Id', icdFace)}
      {ref('ChanDoanSau_Id', icdFace)}
      <h4 className={heading}>{t('procedures.web.surgery.team')}</h4>
      {TEAM_ROLES.map((role) =>
        SINGLE_ROLES.includes(role) ? (
          <RefPicker
            key={role}
            name={`team.${role}`}
            target={nhanVienFace}
            label={t(`procedures.role.${role}`)}
            value={values.team[role][0] ?? null}
            onValueChange={(id) => onChange({ team: { ...values.team, [role]: id ? [id] : [] } })}
            disabled={disabled}
            {...errorOf(problems, `team.${role}`)}
          />
        ) : (
          <RefsPicker
            key={role}
            name={`team.${role}`}
            target={nhanVienFace}
            label={t(`procedures.role.${role}`)}
            value={values.team[role]}
            onValueChange={(ids) => onChange({ team: { ...values.team, [role]: ids } })}
            disabled={disabled}
            {...errorOf(problems, `team.${role}`)}
          />
        ),
      )}
    </div>
  );
}
