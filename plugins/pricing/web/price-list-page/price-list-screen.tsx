// The screen of /gia-dich-vu: the facility's price lists with their editor, and the price lookup beside them.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Timestamp } from '@his/sdk';
import { useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, Icon, type SelectItem } from '@his/sdk/ui';
import { PriceTypeChoicesDocument } from '../../generated/graphql';
import { PriceListEditor, type EditorTarget } from '../price-list-editor/price-list-editor';
import { PriceLookup } from '../price-lookup/price-lookup';
import { PriceListBrowser } from './price-list-browser';

export interface PriceListScreenProps {
  /** pricing.priceList.write: create, edit and delete drafts. */
  canWrite: boolean;
  /** pricing.priceList.release. */
  canRelease: boolean;
  /** The clock, for a new list's issue date. */
  now?: () => Timestamp;
}

const layout = css({ maxW: '100rem', mx: 'auto', p: { base: '4', md: '6' }, display: 'flex', flexDir: 'column', gap: '4' });
// The lookup sits beside the lists where both have room (the list's eight columns need about 57rem), below them
// otherwise, laid out across the width there.
const columns = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '6', alignItems: 'start', '@media (min-width: 87.5rem)': { gridTemplateColumns: 'minmax(0, 1fr) 24rem' } });
const header = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' });

export function PriceListScreen({ canWrite, canRelease, now }: PriceListScreenProps) {
  const { t } = useTranslation('pricing');
  const [target, setTarget] = useState<EditorTarget | null>(null);
  const [version, setVersion] = useState(0);
  const [{ data: types }] = useQuery({ query: PriceTypeChoicesDocument });
  const priceTypes = useMemo<SelectItem[]>(
    () => (types?.searchDM_LoaiGia ?? []).map((row) => ({ value: row._id, label: row.TenLoaiGia, disabled: row.TamNgung })),
    [types],
  );
  const open = useCallback((id: string) => setTarget({ kind: 'open', id }), []);

  return (
    <main className={layout}>
      <div className={header}>
        <div>
          <h1 className={css({ textStyle: '2xl', fontWeight: 'semibold' })}>{t('pricing.page.priceLists')}</h1>
          <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{t('pricing.page.priceListsHelp')}</p>
        </div>
        {canWrite && (
          <Button icon={<Icon name="plus" />} lock={false} onClick={() => setTarget({ kind: 'new' })}>
            {t('pricing.list.add')}
          </Button>
        )}
      </div>
      <div className={columns}>
        <PriceListBrowser priceTypes={priceTypes} openId={target?.kind === 'open' ? target.id : null} onOpen={open} version={version} />
        <PriceLookup priceTypes={priceTypes} />
      </div>
      <PriceListEditor
        target={target}
        onTargetChange={setTarget}
        priceTypes={priceTypes}
        canWrite={canWrite}
        canRelease={canRelease}
        onChanged={() => setVersion((current) => current + 1)}
        now={now}
      />
    </main>
  );
}
