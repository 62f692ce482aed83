// One kind of prescription on its tab: the line editor above its lines. A line chosen for change fills the editor,
// and Enter there updates it in place; a new line is added at the end.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { LineEditor } from './line-editor';
import { LinesTable } from './lines-table';
import { EMPTY_LINE, newLineKey, type DraftLine, type PrescriptionKind } from './prescription-lines';

export interface KindEditorProps {
  kind: PrescriptionKind;
  storeId: string | null;
  lines: readonly DraftLine[];
  onLinesChange: (lines: DraftLine[]) => void;
  /** A refusal's text by line key. */
  refusals: Readonly<Record<string, string>>;
  disabled?: boolean;
}

export function KindEditor({ kind, storeId, lines, onLinesChange, refusals, disabled = false }: KindEditorProps) {
  const { t } = useTranslation('examination');
  const [editingKey, setEditingKey] = useState<string | null>(null);
  // A new key starts the editor afresh after each line added.
  const [draftKey, setDraftKey] = useState(newLineKey);
  const editing = editingKey ? lines.find((line) => line.key === editingKey) : undefined;

  const submit = (line: DraftLine) => {
    if (editing) onLinesChange(lines.map((each) => (each.key === editing.key ? line : each)));
    else onLinesChange([...lines, line]);
    setEditingKey(null);
    setDraftKey(newLineKey());
  };
  const edit = useCallback((line: DraftLine) => setEditingKey(line.key), []);
  const remove = useCallback(
    (line: DraftLine) => {
      onLinesChange(lines.filter((each) => each.key !== line.key));
      setEditingKey((current) => (current === line.key ? null : current));
    },
    [lines, onLinesChange],
  );

  return (
    <div className={css({ display: 'grid', gap: '3', minW: '0' })}>
      {!disabled && (
        <LineEditor
          key={editing ? `edit-${editing.key}` : draftKey}
          kind={kind}
          storeId={storeId}
          initial={editing ?? { ...EMPTY_LINE, key: draftKey }}
          editing={Boolean(editing)}
          onSubmit={submit}
          onCancel={() => setEditingKey(null)}
        />
      )}
      <LinesTable label={t(`examination.prescription.lines.${kind}`)} lines={lines} refusals={refusals} editingKey={editingKey} disabled={disabled} onEdit={edit} onRemove={remove} />
    </div>
  );
}
