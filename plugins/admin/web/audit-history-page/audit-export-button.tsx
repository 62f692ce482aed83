// Xuất Excel on the audit history: every entry of the filter in force, not only the page shown, written to an .xlsx
// file with its columns in the reader's language. More than an export holds asks for a narrower filter; the server,
// which records the export, checks the same.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { writeSheetFile, type SheetCell } from '@his/sdk/catalogue-screens';
import { refusalText, useMutation } from '@his/sdk/data';
import { formatDateTime } from '@his/sdk/format';
import { Button, toast } from '@his/sdk/ui';
import { ExportLichSuThaoTacDocument, type ExportLichSuThaoTacMutation, type LichSuThaoTacFilter } from '../../generated/graphql';
import { AUDIT_EXPORT_MAX_ROWS } from '../../rules/audit-log';

type ExportRow = ExportLichSuThaoTacMutation['exportLichSuThaoTac'][number];

/** The file's columns in order: the key of each header, and its cell of a row. */
const COLUMNS: readonly { field: string; header: string; cell: (row: ExportRow) => SheetCell }[] = [
  { field: 'time', header: 'admin.audit.column.time', cell: (row) => formatDateTime(row.time) },
  { field: 'user', header: 'admin.audit.column.user', cell: (row) => row.username ?? null },
  { field: 'node', header: 'admin.audit.column.node', cell: (row) => row.nodeName ?? null },
  { field: 'action', header: 'admin.audit.column.action', cell: (row) => row.actionLabel },
  { field: 'entity', header: 'admin.audit.column.entity', cell: (row) => row.entityLabel },
  // A record without a name (gone, or never named) keeps its id, so that an auditor can still trace it.
  { field: 'record', header: 'admin.audit.column.record', cell: (row) => row.recordName ?? row.entity_Id ?? null },
  { field: 'operation', header: 'admin.audit.detail.operation', cell: (row) => row.operationLabel ?? null },
  { field: 'address', header: 'admin.audit.detail.address', cell: (row) => row.address ?? null },
  { field: 'changes', header: 'admin.audit.detail.changes', cell: (row) => row.changes || null },
];

export interface AuditExportButtonProps {
  /** The filter in force, as the list asks for it. */
  filter: LichSuThaoTacFilter;
  /** How many entries it matches, once known. */
  total: number | undefined;
}

export function AuditExportButton({ filter, total }: AuditExportButtonProps) {
  const { t, i18n } = useTranslation('admin');
  const [{ fetching }, exportEntries] = useMutation(ExportLichSuThaoTacDocument);
  const [writing, setWriting] = useState(false);
  const count = (value: number) => new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'vi-VN').format(value);

  const run = async () => {
    if (total !== undefined && total > AUDIT_EXPORT_MAX_ROWS) {
      toast.error(t('admin.audit.exportTooMany', { total: count(total), max: count(AUDIT_EXPORT_MAX_ROWS) }));
      return;
    }
    const result = await exportEntries({ filter }, { quietErrors: true });
    if (result.error) return void toast.error(refusalText(result.error));
    const rows = result.data?.exportLichSuThaoTac;
    if (!rows) return;
    setWriting(true);
    try {
      const columns = COLUMNS.map((column) => ({ field: column.field, header: t(column.header), accepts: [] }));
      await writeSheetFile([{ name: t('admin.audit.sheetName'), columns, rows: rows.map((row) => COLUMNS.map((column) => column.cell(row))) }], `${t('admin.audit.exportFile')}.xlsx`);
      toast.success(t('admin.audit.exported', { count: count(rows.length) }));
    } finally {
      setWriting(false);
    }
  };

  return (
    <Button variant="outline" onClick={run} loading={fetching || writing} disabled={!total}>
      {t('admin.audit.export')}
    </Button>
  );
}
