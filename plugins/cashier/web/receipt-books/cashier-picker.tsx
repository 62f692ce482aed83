// Choosing the cashiers who write from a receipt book: accounts found by user name or staff name in the auth service,
// shown as chips with a button taking each off. The accounts already chosen come with their names from the book.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthServiceClient } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Combobox, Icon, IconButton, type ComboboxItem } from '@his/sdk/ui';
import { ReceiptBookCashiersDocument } from '../../generated/auth/graphql';

export interface ChosenCashier {
  _id: string;
  name: string;
}

export interface CashierPickerProps {
  label: string;
  value: readonly ChosenCashier[];
  onValueChange: (cashiers: ChosenCashier[]) => void;
  disabled?: boolean;
  error?: string | null;
  errorParams?: Record<string, string | number>;
  name?: string;
}

const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', listStyle: 'none', p: '0', m: '0', mt: '1.5' });
const chip = css({ display: 'inline-flex', alignItems: 'center', gap: '1', ps: '2', rounded: 'l2', bg: 'bg.subtle', borderWidth: '1px', borderColor: 'border.default', textStyle: 'sm' });

/** Finds accounts to give a book to, as picker items (the staff name, the user name beneath). */
export function useCashierSearch(): (text: string) => Promise<ComboboxItem[]> {
  const client = useAuthServiceClient();
  return useCallback(
    async (text: string) => {
      const result = await client.query(ReceiptBookCashiersDocument, { searchString: text.trim() || null, limit: 20 }, { requestPolicy: 'network-only' }).toPromise();
      if (result.error) throw result.error;
      return (result.data?.users ?? []).map((user) => ({ value: user._id, label: user.employee?.TenNhanVien ?? user.username, description: user.username, disabled: user.isLocked }));
    },
    [client],
  );
}

export function CashierPicker({ label, value, onValueChange, disabled, error, errorParams, name }: CashierPickerProps) {
  const { t } = useTranslation('cashier');
  const search = useCashierSearch();
  return (
    <div>
      <Combobox
        name={name}
        label={label}
        disabled={disabled}
        placeholder={t('cashier.books.cashiersHint')}
        error={error}
        errorParams={errorParams}
        search={async (text) => (await search(text)).filter((item) => !value.some((each) => each._id === item.value))}
        value={null}
        onValueChange={(item) => item && onValueChange([...value, { _id: item.value, name: item.label }])}
      />
      {value.length > 0 && (
        <ul className={chips} aria-label={t('cashier.books.chosenCashiers')}>
          {value.map((cashier) => (
            <li key={cashier._id} className={chip}>
              <span className={disabled ? css({ pe: '2' }) : undefined}>{cashier.name}</span>
              {!disabled && (
                <IconButton icon={<Icon name="x" />} size="sm" variant="ghost" label={t('cashier.books.removeCashier', { name: cashier.name })} onClick={() => onValueChange(value.filter((each) => each._id !== cashier._id))} />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One account, for the day's summary of another cashier. */
export function SingleCashierPicker({ label, value, onValueChange }: { label: string; value: ChosenCashier | null; onValueChange: (cashier: ChosenCashier | null) => void }) {
  const { t } = useTranslation('cashier');
  const search = useCashierSearch();
  const [shown, setShown] = useState<ComboboxItem | null>(value ? { value: value._id, label: value.name } : null);
  return (
    <Combobox
      label={label}
      placeholder={t('cashier.books.cashiersHint')}
      search={search}
      value={shown}
      onValueChange={(item) => {
        setShown(item);
        onValueChange(item ? { _id: item.value, name: item.label } : null);
      }}
    />
  );
}
