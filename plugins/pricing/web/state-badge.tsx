// A price list's state as a small label: draft, released, or released and current (HienHanh, derived by the server).
import { useTranslation } from 'react-i18next';
import { badge } from '@his/sdk/styled/recipes';

export type PriceListState = 'ChuaPhatHanh' | 'DaPhatHanh' | 'HienHanh';

export function priceListState(list: { TrangThai: string; HienHanh: boolean }): PriceListState {
  if (list.HienHanh) return 'HienHanh';
  return list.TrangThai === 'DaPhatHanh' ? 'DaPhatHanh' : 'ChuaPhatHanh';
}

const TONE = { ChuaPhatHanh: 'warning', DaPhatHanh: 'neutral', HienHanh: 'success' } as const;

export function StateBadge({ list }: { list: { TrangThai: string; HienHanh: boolean } }) {
  const { t } = useTranslation('pricing');
  const state = priceListState(list);
  return <span className={badge({ tone: TONE[state] })}>{t(`pricing.state.${state}`)}</span>;
}
