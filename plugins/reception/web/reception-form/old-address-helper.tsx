// The old address helper of the reception form: from a commune of before 1 July 2025 (an old card or document), the
// new commune it went into, put in the commune picker with one click; a split commune lists its candidates.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useClient, useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, Combobox, Select, type ComboboxItem } from '@his/sdk/ui';
import { NewAddressFromOldDocument, OldAddressCommunesDocument, OldAddressProvincesDocument, type NewAddressFromOldQuery } from '../../generated/graphql';

export interface OldAddressHelperProps {
  /** Puts the chosen new commune in the form. */
  onChoose: (communeId: string) => void;
}

type Suggestion = NewAddressFromOldQuery['getDiaChiMoiTuDiaChiCu'];
type OldCommune = ComboboxItem & { provinceId: string };

const panel = css({ display: 'flex', flexDir: 'column', gap: '3', borderWidth: '1px', borderColor: 'border', rounded: 'l2', p: '3', mt: '2' });
const pickers = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1fr) minmax(0, 2fr)' }, gap: '3', alignItems: 'end' });
const candidates = css({ display: 'flex', flexWrap: 'wrap', gap: '2', m: '0', p: '0', listStyle: 'none' });

export function OldAddressHelper({ onChoose }: OldAddressHelperProps) {
  const { t } = useTranslation('reception');
  const client = useClient();
  const [open, setOpen] = useState(false);
  const [provinceId, setProvinceId] = useState<string | null>(null);
  const [commune, setCommune] = useState<OldCommune | null>(null);
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [{ data: provinces }] = useQuery({ query: OldAddressProvincesDocument, pause: !open });

  // The catalogue search reads codes, names and old districts; the chosen old province narrows what it found.
  const search = useCallback(
    async (text: string): Promise<OldCommune[]> => {
      const result = await client.query(OldAddressCommunesDocument, { searchString: text }, { requestPolicy: 'network-only' }).toPromise();
      if (result.error) throw result.error;
      return (result.data?.searchDM_XaCu ?? [])
        .filter((row) => !provinceId || row.TinhCu_Id === provinceId)
        .map((row) => ({ value: row.MaXaCu, label: [row.TenXaCu, row.TenHuyenCu].filter(Boolean).join(', '), provinceId: row.TinhCu_Id }));
    },
    [client, provinceId],
  );

  const chooseOld = async (item: OldCommune | null) => {
    setCommune(item);
    setSuggestion(null);
    setFailure(null);
    if (!item) return;
    const result = await client.query(NewAddressFromOldDocument, { maXaCu: item.value }, { requestPolicy: 'network-only' }).toPromise();
    if (result.error) return setFailure(refusalText(result.error));
    setSuggestion(result.data?.getDiaChiMoiTuDiaChiCu ?? null);
  };

  const newCommunes = (suggestion?.XaMoi ?? []).filter((row) => !row.TamNgung);
  const nameOf = (row: (typeof newCommunes)[number]) => [row.TenDonViHanhChinh, row.DonViCha?.TenDonViHanhChinh ?? suggestion?.TinhMoi?.TenDonViHanhChinh].filter(Boolean).join(', ');

  return (
    <div>
      <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('reception.oldAddress.toggle')}
      </Button>
      {open && (
        <div role="group" aria-label={t('reception.oldAddress.toggle')} className={panel}>
          <div className={pickers}>
            <Select
              label={t('reception.oldAddress.province')}
              items={(provinces?.searchDM_TinhCu ?? []).map((row) => ({ value: row._id, label: row.TenTinhCu }))}
              value={provinceId}
              onValueChange={(value) => {
                setProvinceId(value);
                if (commune && value && commune.provinceId !== value) void chooseOld(null);
              }}
            />
            <Combobox label={t('reception.oldAddress.commune')} placeholder={t('reception.oldAddress.communePlaceholder')} search={search} value={commune} onValueChange={(item) => void chooseOld(item)} />
          </div>
          {failure && (
            <p role="alert" className={css({ m: '0', color: 'danger.text' })}>
              {failure}
            </p>
          )}
          {suggestion && newCommunes.length === 0 && <p className={css({ m: '0' })}>{t('reception.oldAddress.none')}</p>}
          {suggestion && newCommunes.length > 0 && (
            <>
              <p className={css({ m: '0', color: suggestion.toanPhan ? undefined : 'warning.text' })}>{t(suggestion.toanPhan ? 'reception.oldAddress.whole' : 'reception.oldAddress.split')}</p>
              <ul className={candidates} aria-label={t('reception.oldAddress.candidates')}>
                {newCommunes.map((row) => (
                  <li key={row._id}>
                    <Button variant={suggestion.toanPhan ? 'solid' : 'outline'} size="sm" onClick={() => {
                        onChoose(row._id);
                        // Folded once used: the commune picker now shows the choice.
                        setOpen(false);
                      }}>
                      {t('reception.oldAddress.use', { name: nameOf(row) })}
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}
