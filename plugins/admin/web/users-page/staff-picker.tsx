// Choosing the staff member an account belongs to, through the staff catalogue's own search (the main service):
// the page passes that search in, since this screen otherwise talks to the auth service.
import { useTranslation } from 'react-i18next';
import { Combobox, type ComboboxItem } from '@his/sdk/ui';

/** `search(text)` for typing: staff as picker items (name, with the code beneath). */
export type StaffSearch = (text: string) => Promise<ComboboxItem[]>;

export interface StaffPickerProps {
  search: StaffSearch;
  value: ComboboxItem | null;
  onValueChange: (item: ComboboxItem | null) => void;
  disabled?: boolean;
  error?: string | null;
  errorParams?: Record<string, string | number>;
}

export function StaffPicker({ search, value, onValueChange, disabled, error, errorParams }: StaffPickerProps) {
  const { t } = useTranslation('admin');
  return (
    <Combobox
      label={t('admin.users.staff')}
      placeholder={t('admin.users.staffHint')}
      search={search}
      value={value}
      onValueChange={onValueChange}
      disabled={disabled}
      error={error}
      errorParams={errorParams}
    />
  );
}

/** The picker item of an account's staff member, as the list knows it. */
export function staffItemOf(employee: { _id: string; MaNhanVien: string; TenNhanVien: string } | null | undefined): ComboboxItem | null {
  return employee ? { value: employee._id, label: employee.TenNhanVien, description: employee.MaNhanVien } : null;
}
