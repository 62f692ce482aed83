// The minutes' editor in a dialog: stored minutes read by id, or new ones begun from a visit (by id with the exam they
// are asked from, or by the visit's code, typed in the dialog first when the list asks for new minutes). A visit that
// takes no minutes (unknown, cancelled, an inpatient's) is said in the dialog. Once new minutes are saved, the dialog
// goes on with them. One dialog for both steps: a second dialog opened while the first closes would be dismissed with it.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, Dialog, Spinner, TextInput } from '@his/sdk/ui';
import { BienBanHoiChanDocument, BienBanHoiChanMoiDocument, type BienBanHoiChanFieldsFragment } from '../../generated/graphql';
import { MinutesEditor } from './minutes-editor';

/** Which minutes to open: stored ones by id, or new ones of a visit (by id, by code, or by a code the dialog asks for). */
export type EditorTarget = { id: string } | { TiepNhan_Id: string; KhamBenh_Id?: string | null } | { MaTiepNhan: string } | { askVisitCode: true };
type Opened = Exclude<EditorTarget, { askVisitCode: true }>;

export interface MinutesEditorDialogProps {
  target: EditorTarget;
  onClose: () => void;
  /** After any write (or a removal, with null): for a list to read again. */
  onChanged?: (record: BienBanHoiChanFieldsFragment | null) => void;
}

const NETWORK_ONLY = { requestPolicy: 'network-only' as const };
const refused = css({ color: 'fg.error', m: '0' });

export function MinutesEditorDialog({ target, onClose, onChanged }: MinutesEditorDialogProps) {
  const { t } = useTranslation('consultation');
  const [code, setCode] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  if ('askVisitCode' in target && asked === null) {
    const begin = () => {
      if (code.trim() !== '') setAsked(code.trim());
    };
    return (
      <Dialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={t('consultation.web.list.newTitle')}
        size="sm"
        footer={
          <>
            <Button variant="outline" onClick={onClose}>
              {t('consultation.web.list.cancel')}
            </Button>
            <Button onClick={begin} disabled={code.trim() === ''}>
              {t('consultation.web.list.begin')}
            </Button>
          </>
        }
      >
        <TextInput
          label={t('consultation.web.list.visitCode')}
          helperText={t('consultation.web.list.visitCodeHelp')}
          required
          maxLength={30}
          value={code}
          onValueChange={setCode}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              begin();
            }
          }}
        />
      </Dialog>
    );
  }
  return <OpenedMinutesDialog target={'askVisitCode' in target ? { MaTiepNhan: asked! } : target} onClose={onClose} onChanged={onChanged} />;
}

function OpenedMinutesDialog({ target, onClose, onChanged }: { target: Opened; onClose: () => void; onChanged?: MinutesEditorDialogProps['onChanged'] }) {
  const { t } = useTranslation('consultation');
  const [saved, setSaved] = useState<BienBanHoiChanFieldsFragment | null>(null);
  const id = 'id' in target ? target.id : null;
  const recordVariables = useMemo(() => ({ id: id ?? '' }), [id]);
  const [{ data: stored, fetching: reading, error: readError }] = useQuery({ query: BienBanHoiChanDocument, variables: recordVariables, pause: id === null, context: useMemo(() => NETWORK_ONLY, []) });
  const draftVariables = useMemo(
    () => ('MaTiepNhan' in target ? { MaTiepNhan: target.MaTiepNhan } : 'TiepNhan_Id' in target ? { TiepNhan_Id: target.TiepNhan_Id, KhamBenh_Id: target.KhamBenh_Id ?? null } : {}),
    [target],
  );
  const [{ data: begun, fetching: beginning, error: draftError }] = useQuery({ query: BienBanHoiChanMoiDocument, variables: draftVariables, pause: id !== null, context: useMemo(() => NETWORK_ONLY, []) });

  const record = saved ?? stored?.bienBanHoiChan ?? null;
  const draft = id === null ? (begun?.bienBanHoiChanMoi_NgoaiTru ?? null) : null;
  const error = readError ?? draftError;
  const title = record ? t('consultation.web.editor.titleOf', { code: record.MaBienBanHoiChan }) : t('consultation.web.editor.titleNew');
  const missing = id !== null && stored !== undefined && stored.bienBanHoiChan === null;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} size="xl" closeOnInteractOutside={false}>
      {(reading || beginning) && !record && !draft && <Spinner label={t('consultation.web.editor.loading')} showLabel />}
      {error && !record && (
        <p className={refused} role="alert">
          {refusalText(error)}
        </p>
      )}
      {missing && (
        <p className={refused} role="alert">
          {t('consultation.notFound')}
        </p>
      )}
      {(record || draft) && (
        <MinutesEditor
          // Saved minutes come back newer: the form starts again from them.
          key={record ? `${record._id}:${record.updatedAt}` : 'new'}
          record={record}
          draft={draft}
          onSaved={(next) => {
            setSaved(next);
            onChanged?.(next);
          }}
          onRemoved={() => {
            onChanged?.(null);
            onClose();
          }}
        />
      )}
    </Dialog>
  );
}
