// A picked visit's bill on a fee screen: read from the server, replaced by what a change on the screen returns (the
// server's totals: the screen never computes a share), with the totals before that change kept to show beside.
import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@his/sdk/data';
import { CashierBillDocument } from '../../generated/graphql';
import type { FeeBill, FeeBillTotals } from './fee-bill';

export interface PickedVisit {
  BenhNhan_Id: string;
  TiepNhan_Id: string;
}

export function useFeeBill(visit: PickedVisit) {
  const variables = useMemo(() => ({ BenhNhan_Id: visit.BenhNhan_Id, TiepNhan_Id: visit.TiepNhan_Id }), [visit.BenhNhan_Id, visit.TiepNhan_Id]);
  const [{ data, error, fetching }, refetch] = useQuery({ query: CashierBillDocument, variables, requestPolicy: 'network-only' });
  const [changed, setChanged] = useState<{ bill: FeeBill; previous: FeeBillTotals | null } | null>(null);
  const bill = changed?.bill ?? data?.loadDataByOnSelectBenhNhan;
  const apply = useCallback((next: FeeBill) => setChanged((current) => ({ bill: next, previous: (current?.bill ?? data?.loadDataByOnSelectBenhNhan)?.TongHop ?? null })), [data]);
  const reload = useCallback(() => {
    setChanged(null);
    refetch({ requestPolicy: 'network-only' });
  }, [refetch]);
  return { bill, previous: changed?.previous ?? null, error, fetching, apply, reload };
}
