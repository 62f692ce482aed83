// The reception desk (/tiep-nhan-ngoai-tru, /tiep-nhan-noi-tru): the form that receives a patient beside the
// reception lists; a visit chosen in a list, or just received, is shown in place of the form until a new reception.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { Button } from '@his/sdk/ui';
import { useHasPermission } from '@his/sdk/web';
import type { Timestamp } from '@his/sdk';
import { RECEPTION_RECEIVE } from '../../rules/permissions';
import { ReceptionForm } from '../reception-form/reception-form';
import { ReceptionLists } from './reception-lists';
import { VisitPanel } from './visit-panel';

// Lists on the left (about 40 %) and the form on the right on a desk screen; on a phone the form comes first.
const layout = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' },
  gridTemplateAreas: { base: '"work" "lists"', lg: '"lists work"' },
  alignItems: 'start',
});

export interface ReceptionDeskProps {
  loaiTiepNhan: 'NgoaiTru' | 'NoiTru';
  /** The clock, for stories and tests. */
  now?: () => Timestamp;
}

export function ReceptionDesk({ loaiTiepNhan, now }: ReceptionDeskProps) {
  const { t } = useTranslation('reception');
  const canReceive = useHasPermission(RECEPTION_RECEIVE);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [receivedId, setReceivedId] = useState<string | null>(null);
  // A new key gives an empty form: nothing of the previous patient survives a new reception.
  const [formKey, setFormKey] = useState(0);

  const startNew = () => {
    setSelectedId(null);
    setReceivedId(null);
    setFormKey((key) => key + 1);
  };
  const received = (visit: { _id: string; MaTiepNhan: string }) => {
    setReceivedId(visit._id);
    setSelectedId(visit._id);
  };
  const select = (id: string) => {
    setSelectedId(id);
    setReceivedId(null);
  };

  let work;
  if (selectedId) work = <VisitPanel key={selectedId} id={selectedId} justReceived={selectedId === receivedId} />;
  else if (canReceive) work = <ReceptionForm key={formKey} loaiTiepNhan={loaiTiepNhan} onReceived={received} now={now} />;
  else work = <p className={css({ color: 'fg.muted', m: '0' })}>{t('reception.desk.readOnly')}</p>;

  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '4', p: { base: '3', md: '4' } })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'space-between', alignItems: 'center' })}>
        <h1 className={css({ fontSize: 'xl', fontWeight: 'semibold', m: '0' })}>{t(`reception.desk.title.${loaiTiepNhan}`)}</h1>
        {canReceive && selectedId && <Button onClick={startNew}>{t('reception.desk.new')}</Button>}
      </div>
      <div className={layout}>
        <div className={css({ gridArea: 'work', minW: '0' })}>{work}</div>
        <div className={css({ gridArea: 'lists', minW: '0' })}>
          <ReceptionLists loaiTiepNhan={loaiTiepNhan} selectedId={selectedId} onSelect={select} now={now} />
        </div>
      </div>
    </div>
  );
}

export function OutpatientReceptionPage() {
  return <ReceptionDesk loaiTiepNhan="NgoaiTru" />;
}

export function InpatientReceptionPage() {
  return <ReceptionDesk loaiTiepNhan="NoiTru" />;
}
