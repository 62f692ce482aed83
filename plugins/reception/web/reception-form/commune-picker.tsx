// The commune (xã, phường, đặc khu) of an address, shown with its province: "Phường Hoàn Kiếm, Thành phố Hà Nội".
import { useCallback, useEffect, useState } from 'react';
import { useClient } from '@his/sdk/data';
import { Combobox, type ComboboxItem } from '@his/sdk/ui';
import { LOAI_DON_VI_CAP_XA } from '../../../catalogues/contract';
import { SearchCommunesDocument } from '../../generated/graphql';

export interface CommunePickerProps {
  label: string;
  value: string | null;
  onValueChange: (id: string | null) => void;
  required?: boolean;
  error?: string | null;
  errorParams?: Record<string, string | number>;
}

const COMMUNE_TYPES: readonly string[] = LOAI_DON_VI_CAP_XA;

export function CommunePicker({ label, value, onValueChange, ...field }: CommunePickerProps) {
  const client = useClient();
  const search = useCallback(
    async (text: string, idDefault?: string): Promise<ComboboxItem[]> => {
      const result = await client.query(SearchCommunesDocument, { searchString: text, idDefault: idDefault ?? null }, { requestPolicy: 'network-only' }).toPromise();
      if (result.error) throw result.error;
      return (result.data?.searchDM_DonViHanhChinh ?? [])
        .filter((row) => COMMUNE_TYPES.includes(row.LoaiDonViHanhChinh))
        .map((row) => ({ value: row._id, label: [row.TenDonViHanhChinh, row.DonViCha?.TenDonViHanhChinh].filter(Boolean).join(', '), disabled: row.TamNgung }));
    },
    [client],
  );
  const [chosen, setChosen] = useState<ComboboxItem | null>(null);
  // A stored commune (a returning patient's) arrives as an id: its name is brought once.
  useEffect(() => {
    if (!value || chosen?.value === value) return;
    let current = true;
    void search('', value).then((items) => current && setChosen(items.find((item) => item.value === value) ?? null), () => undefined);
    return () => {
      current = false;
    };
  }, [value, chosen, search]);
  return (
    <Combobox
      {...field}
      label={label}
      search={(text) => search(text)}
      value={value ? (chosen?.value === value ? chosen : { value, label: '…' }) : null}
      onValueChange={(item) => {
        setChosen(item);
        onValueChange(item?.value ?? null);
      }}
    />
  );
}
