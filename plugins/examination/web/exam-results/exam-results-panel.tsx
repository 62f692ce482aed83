// The exam's test results tab: the visit's paraclinical results come from the plugin that fills examResults; without
// one (not in the variant, or the profile may not read results) the doctor is told why the tab is empty.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { Slot, useSlotFills } from '@his/sdk/web';
import { examResults } from '../../contract';
import type { ExamPartProps } from '../exam-tabs/exam-tabs';

const empty = css({ m: '0', color: 'fg.muted' });

export function ExamResultsPanel({ exam, open }: ExamPartProps) {
  const { t } = useTranslation('examination');
  const fills = useSlotFills(examResults);
  const props = useMemo(() => ({ examId: exam._id, visitId: exam.TiepNhan_Id, patientId: exam.BenhNhan_Id, open }), [exam._id, exam.TiepNhan_Id, exam.BenhNhan_Id, open]);
  if (fills.length === 0) return <p className={empty}>{t('examination.results.unavailable')}</p>;
  return (
    <div className={css({ display: 'grid', gap: '4', minW: '0' })}>
      <Slot slot={examResults} props={props} />
    </div>
  );
}
