// The exam of one patient in tabs: the examination itself first, then each part of the exam that examination
// builds on it (service orders, their results as another plugin shows them, prescriptions, the transfer-out record),
// and the buttons other plugins add (examActions). A part's shortcut (F8 orders, F9 print the prescription) opens its
// tab from anywhere on the exam and asks the part to act (useSummoned); only the tab on screen answers F4.
import { useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { Tabs, useShortcuts } from '@his/sdk/ui';
import { Slot } from '@his/sdk/web';
import { examActions } from '../../contract';
import type { KhamBenhFieldsFragment } from '../../generated/graphql';
import { ExamForm, type ExamFormProps } from '../exam-form/exam-form';
import { ExamResultsPanel } from '../exam-results/exam-results-panel';
import { PrescriptionsPanel } from '../prescriptions/prescriptions-panel';
import { ServiceOrdersPanel } from '../service-orders/service-orders-panel';
import { TransferRecordPanel } from '../transfer-record/transfer-record-panel';
import { TreatmentHistoryPanel } from '../treatment-history/treatment-history-panel';

/** What every part of the exam is given. */
export interface ExamPartProps {
  exam: KhamBenhFieldsFragment;
  patient: ExamFormProps['patient'];
  /** The exam can still change (DangKham). */
  open: boolean;
  /** Its tab is the one on screen: only then do its own keys (F4) act. */
  active: boolean;
  /** How many times its shortcut was pressed: each press asks the part to act once (see useSummoned). */
  summoned: number;
}

export interface ExamPart {
  /** The tab's value and the last part of its label key, `examination.tabs.<value>`. */
  value: string;
  Panel: ComponentType<ExamPartProps>;
  /** A key that opens the tab ('F8') and summons the part. */
  shortcut?: string;
}

/** The parts after the examination form, in their tab order: each adds its own line here. */
const EXAM_PARTS: readonly ExamPart[] = [
  { value: 'orders', Panel: ServiceOrdersPanel, shortcut: 'F8' },
  { value: 'results', Panel: ExamResultsPanel },
  { value: 'prescriptions', Panel: PrescriptionsPanel, shortcut: 'F9' },
  { value: 'transfer', Panel: TransferRecordPanel },
  { value: 'history', Panel: TreatmentHistoryPanel },
];

const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end', _empty: { display: 'none' } });

export function ExamTabs({ exam, patient, onChanged }: ExamFormProps) {
  const { t } = useTranslation('examination');
  const [tab, setTab] = useState('exam');
  const [summons, setSummons] = useState<Readonly<Record<string, number>>>({});
  const open = exam.TrangThai === 'DangKham';
  const summon = (value: string) => {
    setTab(value);
    setSummons((counts) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }));
  };
  useShortcuts(Object.fromEntries(EXAM_PARTS.filter((part) => part.shortcut).map((part) => [part.shortcut!, () => summon(part.value)])));
  const slotProps = useMemo(() => ({ examId: exam._id, visitId: exam.TiepNhan_Id, patientId: exam.BenhNhan_Id, open }), [exam._id, exam.TiepNhan_Id, exam.BenhNhan_Id, open]);
  const items = [
    {
      value: 'exam',
      label: t('examination.tabs.exam'),
      // A saved exam comes back newer: the form starts again from it, the other tabs stay as they are.
      content: <ExamForm key={`${exam._id}:${exam.updatedAt}`} exam={exam} patient={patient} onChanged={onChanged} active={tab === 'exam'} />,
    },
    ...EXAM_PARTS.map(({ value, Panel }) => ({ value, label: t(`examination.tabs.${value}`), content: <Panel exam={exam} patient={patient} open={open} active={tab === value} summoned={summons[value] ?? 0} /> })),
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
