// The body of the release confirmation: the question, then what the release takes away, the services of the lists it
// replaces that it leaves without a current price, named, so nobody releases a shorter list by accident.
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import type { BangGiaReleaseImpactQuery } from '../../generated/graphql';

export type ReleaseImpact = NonNullable<NonNullable<BangGiaReleaseImpactQuery['getDM_BangGiaById']>['releaseImpact']>;

/** How many names the question shows; the rest are counted. */
export const LOSING_SERVICES_SHOWN = 20;

// The kit's confirm dialog puts its message in a paragraph: only phrasing content is valid inside, hence spans
// laid out as blocks, and a list by role.
const block = css({ display: 'block' });
const warning = css({ display: 'flex', flexDir: 'column', gap: '2', mt: '3', p: '3', rounded: 'l2', bg: 'danger.subtle', color: 'danger.text' });
const names = css({ display: 'flex', flexDir: 'column', pl: '5', maxH: '48', overflowY: 'auto', textStyle: 'sm' });
const name = css({ display: 'list-item', listStyleType: 'disc' });

export function ReleaseQuestion({ question, impact }: { question: string; impact: ReleaseImpact | null }) {
  const { t } = useTranslation('pricing');
  const lists = impact?.replacedLists.map((list) => list.MaBangGia).join(', ') ?? '';
  const more = impact ? impact.losingCount - impact.losingServices.length : 0;
  return (
    <>
      <span className={block}>{question}</span>
      {impact && impact.losingCount > 0 && (
        <span className={warning} role="group" aria-label={t('pricing.editor.releaseLosingNames')}>
          <strong className={block}>{t('pricing.editor.releaseLosing', { count: impact.losingCount })}</strong>
          <span>{t('pricing.editor.releaseLosingHelp', { lists })}</span>
          <span className={names} role="list">
            {impact.losingServices.map((service) => (
              <span key={service.DichVu_Id} className={name} role="listitem">{[service.MaDichVu, service.TenDichVu].filter(Boolean).join(' – ')}</span>
            ))}
          </span>
          {more > 0 && <span>{t('pricing.editor.releaseLosingMore', { count: more })}</span>}
        </span>
      )}
      {impact && impact.losingCount === 0 && impact.replacedLists.length > 0 && <span className={block}>{t('pricing.editor.releaseReplacesAll', { lists })}</span>}
    </>
  );
}
