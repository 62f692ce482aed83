// The button the test plugin puts beside a price list's own: it names the list it was given by the slot's props.
import { Button } from '@his/sdk/ui';

export default function WatchButton({ code, released }: { priceListId: string; code: string; released: boolean }) {
  return <Button variant="outline" tone="neutral">{`${released ? 'Đã phát hành' : 'Nháp'} ${code}: theo dõi`}</Button>;
}
