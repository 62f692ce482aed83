// The exam of one patient in tabs: the examination itself first, then each part of the exam that examination
// builds on it (service orders, prescriptions, the transfer-out record), and the buttons other plugins add
// (examActions). A part's shortcut (F8 orders, …) opens its tab from anywhere on the exam.
import { useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { Tabs, useShortcuts } from '@his/sdk/ui';
import { Slot } from '@his/sdk/web';
import { examActions } from '../../contract';
import type { KhamBenhFieldsFragment } from '../../generated/graphql';
import { ExamForm, type ExamFormProps } from '../exam-form/exam-form';

/** What every part of the exam is given. */
export interface ExamPartProps {
  exam: KhamBenhFieldsFragment;
  patient: ExamFormProps['patient'];
  /** The exam can still change (DangKham). */
  open: boolean;
}

export interface ExamPart {
  /** The tab's value and the last part of its label key, `examination.tabs.<value>`. */
  value: string;
  Panel: ComponentType<ExamPartProps>;
  /** A key that opens the tab ('F8'); the panel itself reacts to it too once shown. */
  shortcut?: string;
}

/** The parts after the examination form, in their tab order: each adds its own line here. */
const EXAM_PARTS: readonly ExamPart[] = [];

const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end', _empty: { display: 'none' } });

export function ExamTabs({ exam, patient, onChanged }: ExamFormProps) {
  const { t } = useTranslation('examination');
  const [tab, setTab] = useState('exam');
  const open = exam.TrangThai === 'DangKham';
  useShortcuts(Object.fromEntries(EXAM_PARTS.filter((part) => part.shortcut).map((part) => [part.shortcut!, () => setTab(part.value)])));
  const slotProps = useMemo(() => ({ examId: exam._id, visitId: exam.TiepNhan_Id, patientId: exam.BenhNhan_Id, open }), [exam._id, exam.TiepNhan_Id, exam.BenhNhan_Id, open]);
  const items = [
    {
      value: 'exam',
      label: t('examination.tabs.exam'),
      // A saved exam comes back newer: the form starts again from it, the other tabs stay as they are.
      content: <ExamForm key={`${exam._id}:${exam.updatedAt}`} exam={exam} patient={patient} onChanged={onChanged} />,
    },
    ...EXAM_PARTS.map(({ value, Panel }) => ({ value, label: t(`examination.tabs.${value}`), content: <Panel exam={exam} patient={patient} open={open} /> })),
  ];
  return (
    <div className={css({ display: 'grid', gap: '3', minW: '0' })}>
      <div className={actions}>
        <Slot slot={examActions} props={slotProps} />
      </div>
      <Tabs label={t('examination.tabs.label')} items={items} value={tab} onValueChange={setTab} />
    </div>
  );
}
