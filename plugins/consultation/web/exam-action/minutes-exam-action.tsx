// The doctor's button on the exam (examination's examActions slot): new consultation minutes for the exam's visit,
// begun from the exam (its room, diagnosis and symptoms), in the editor's dialog over the exam.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@his/sdk/ui';
import { MinutesEditorDialog } from '../minutes-editor/minutes-editor-dialog';

export interface MinutesExamActionProps {
  examId: string;
  visitId: string;
  patientId: string;
  open: boolean;
}

export default function MinutesExamAction({ examId, visitId }: MinutesExamActionProps) {
  const { t } = useTranslation('consultation');
  const [opened, setOpened] = useState(false);
  const target = useMemo(() => ({ TiepNhan_Id: visitId, KhamBenh_Id: examId }), [visitId, examId]);
  return (
    <>
      <Button variant="outline" onClick={() => setOpened(true)}>
        {t('consultation.web.examAction.open')}
      </Button>
      {opened && <MinutesEditorDialog target={target} onClose={() => setOpened(false)} />}
    </>
  );
}
