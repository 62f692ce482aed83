// A customer's delivery addresses (spec §3 Delivery address): listed with the default first, added and removed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorOf, refusalText, useMutation } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, Checkbox, TextInput, toast } from '@his/sdk/ui';
import { CreateDiaChiGiaoHangDocument, DeleteDiaChiGiaoHangDocument, type BenhNhanChiTietQuery } from '../../generated/graphql';

type Address = BenhNhanChiTietQuery['getDiaChiGiaoHangs'][number];

const EMPTY = { fullName: '', phoneNumber: '', detailAddress: '', companyName: '', email: '', isDefault: false };
const form = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '3', alignItems: 'end' });

export interface DeliveryAddressesProps {
  customerId: string;
  addresses: readonly Address[];
  canWrite: boolean;
  /** After an address is added or removed: the list is read again. */
  onChanged: () => void;
}

export function DeliveryAddresses({ customerId, addresses, canWrite, onChanged }: DeliveryAddressesProps) {
  const { t } = useTranslation('reception');
  const [values, setValues] = useState(EMPTY);
  const [created, create] = useMutation(CreateDiaChiGiaoHangDocument);
  const [, remove] = useMutation(DeleteDiaChiGiaoHangDocument);
  const fieldError = fieldErrorOf(created.error);
  const errorOf = (field: string) => (fieldError?.field === field ? fieldError.messageKey : null);
  const set = (field: keyof typeof EMPTY) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const add = async () => {
    const input = { ...values, companyName: values.companyName || null, email: values.email || null };
    const result = await create({ idCustomer: customerId, input }, { quietErrors: true });
    if (result.error) {
      if (!fieldErrorOf(result.error)) toast.error(refusalText(result.error));
      return;
    }
    setValues(EMPTY);
    onChanged();
    toast.success(t('reception.addresses.added'));
  };
  const removeOne = async (address: Address) => {
    const result = await remove({ ids: [address._id] }, { quietErrors: true });
    if (result.error) toast.error(refusalText(result.error));
    else onChanged();
  };

  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
      {addresses.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>{t('reception.addresses.none')}</p>
      ) : (
        <ul aria-label={t('reception.addresses.title')} className={css({ display: 'flex', flexDir: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' })}>
          {addresses.map((address) => (
            <li key={address._id} className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', borderBottomWidth: '1px', borderColor: 'border', pb: '2' })}>
              <span>
                <strong>{address.fullName}</strong> · {address.phoneNumber} · {address.detailAddress}
                {address.companyName ? ` · ${address.companyName}` : ''}
                {address.isDefault ? ` · ${t('reception.addresses.default')}` : ''}
              </span>
              {canWrite && (
                <Button variant="ghost" size="sm" aria-label={t('reception.addresses.removeOne', { address: address.detailAddress })} onClick={() => removeOne(address)}>
                  {t('reception.addresses.remove')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canWrite && (
        <fieldset className={css({ border: 'none', p: '0', m: '0', display: 'flex', flexDir: 'column', gap: '3' })}>
          <legend className={css({ fontWeight: 'medium', mb: '2' })}>{t('reception.addresses.add')}</legend>
          <div className={form}>
            <TextInput label={t('field.fullName')} required value={values.fullName} onValueChange={set('fullName')} error={errorOf('fullName')} />
            <TextInput label={t('field.phoneNumber')} required value={values.phoneNumber} onValueChange={set('phoneNumber')} error={errorOf('phoneNumber')} inputMode="tel" />
            <TextInput label={t('field.detailAddress')} required value={values.detailAddress} onValueChange={set('detailAddress')} error={errorOf('detailAddress')} />
            <TextInput label={t('field.companyName')} value={values.companyName} onValueChange={set('companyName')} error={errorOf('companyName')} />
            <TextInput label={t('reception.addresses.email')} type="email" value={values.email} onValueChange={set('email')} error={errorOf('email')} />
            <Checkbox label={t('reception.addresses.default')} checked={values.isDefault} onCheckedChange={(checked) => setValues((current) => ({ ...current, isDefault: checked === true }))} />
          </div>
          <div>
            <Button onClick={add} loading={created.fetching}>
              {t('reception.addresses.save')}
            </Button>
          </div>
        </fieldset>
      )}
    </div>
  );
}
