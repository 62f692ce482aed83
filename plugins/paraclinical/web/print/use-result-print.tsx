// The print of the order on the panel: the names of its device and performer in charge are found first (the order
// holds their ids), then the dialog builds the sheet's data with the print module's builders.
import { useCallback, useState } from 'react';
import { useCatalogueSearch } from '@his/sdk/catalogue-screens';
import { useSession } from '@his/sdk/web';
import { nhanVienFace } from '../../../catalogues/contract';
import { labResultPrintData, reportResultPrintData, type ResultPrintOrder, type ResultPrintRow } from '../../print/result-print-data';
import type { ResultKind } from '../../rules/work-lists';
import { thietBiFace } from '../../../catalogues/contract';
import { ResultPrintDialog } from './result-print-dialog';

export const RESULT_TEMPLATES: Record<ResultKind, string> = { lab: 'paraclinical.ketQuaXetNghiem', report: 'paraclinical.ketQuaMoTa' };

export interface PrintedOrder extends ResultPrintOrder {
  BenhNhan_Id: string;
  ThietBi_Id?: string | null;
  NguoiThucHien_Ids?: readonly string[] | null;
}

interface Printing {
  order: PrintedOrder;
  rows: readonly ResultPrintRow[];
  performerName: string | null;
  deviceName: string | null;
  printedAt: number;
}

export function useResultPrint(kind: ResultKind) {
  const session = useSession();
  const findStaff = useCatalogueSearch(nhanVienFace);
  const findDevice = useCatalogueSearch(thietBiFace);
  const [printing, setPrinting] = useState<Printing | null>(null);

  const nameOf = async (find: typeof findStaff, id: string | null | undefined) => {
    if (!id) return null;
    try {
      return (await find('', id)).find((item) => item.value === id)?.label ?? null;
    } catch {
      // The sheet prints without the name rather than not at all.
      return null;
    }
  };

  const print = async (order: PrintedOrder, rows: readonly ResultPrintRow[]) => {
    const [performerName, deviceName] = await Promise.all([nameOf(findStaff, order.NguoiThucHien_Ids?.[0]), nameOf(findDevice, order.ThietBi_Id)]);
    setPrinting({ order, rows, performerName, deviceName, printedAt: Date.now() });
  };

  const facilityName = session.currentNode.name;
  const dataOf = useCallback(
    (publicUrl: string): Record<string, unknown> => {
      if (!printing) return {};
      const context = { facility: { name: facilityName }, publicUrl, performerName: printing.performerName, deviceName: printing.deviceName, printedAt: printing.printedAt };
      return kind === 'lab' ? labResultPrintData(printing.order, printing.rows, context) : reportResultPrintData(printing.order, context);
    },
    [printing, facilityName, kind],
  );

  const dialog = printing && (
    <ResultPrintDialog
      open
      onClose={() => setPrinting(null)}
      templateKey={RESULT_TEMPLATES[kind]}
      idBenhNhan={printing.order.BenhNhan_Id}
      soPhieuYeuCau={printing.order.SoPhieuYeuCau}
      dataOf={dataOf}
    />
  );
  return { print, dialog };
}
