// The route /gia-dich-vu: the session says whether the write and release actions are offered.
import { useHasPermission } from '@his/sdk/web';
import { PRICE_LIST_RELEASE, PRICE_LIST_WRITE } from '../../rules/permissions';
import { PriceListScreen } from './price-list-screen';

export function PriceListPage() {
  const canWrite = useHasPermission(PRICE_LIST_WRITE);
  const canRelease = useHasPermission(PRICE_LIST_RELEASE);
  return <PriceListScreen canWrite={canWrite} canRelease={canRelease} />;
}
