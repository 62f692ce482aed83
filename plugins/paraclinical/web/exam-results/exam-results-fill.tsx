// The test results tab of the doctor's exam (examination's examResults slot): the visit's paraclinical orders by work
// list, each with its state and, once returned, its results (lab values against their ranges, flagged; a report's
// description and conclusion). A result the technician returns arrives with the work list's event, without reload.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useMutation, useQuery } from '@his/sdk/data';
import { formatDateTime } from '@his/sdk/format';
import { css, cx } from '@his/sdk/styled/css';
import { badge } from '@his/sdk/styled/recipes';
import { Button, Spinner, toast } from '@his/sdk/ui';
import { useAppEvent, useHasPermission, type AppEvent } from '@his/sdk/web';
import { paraclinicalEvents, PARACLINICAL_READ, type DichVuYeuCauChange } from '../../contract';
import { DanhDauDaXemKetQuaDocument, KetQuaClsTheoTiepNhanDocument, type KetQuaClsTheoTiepNhanQuery } from '../../generated/graphql';
import { stateLabelKey } from '../../rules/states';
import { WORK_LIST_KEYS, workListOf, type WorkListKey } from '../../rules/work-lists';

export interface ExamResultsFillProps {
  examId: string;
  visitId: string;
  patientId: string;
  open: boolean;
}

type Order = KetQuaClsTheoTiepNhanQuery['ketQuaCLSTheoTiepNhan'][number];
type Result = Order['KetQuas'][number];

/** Orders whose results the doctor may read; earlier ones show their state only. */
const RETURNED = new Set(['CoKetQua', 'DaXemKetQua']);
/** A draft is not sent yet and a cancelled order will have none: neither belongs among results. */
const HIDDEN = new Set(['Nhap', 'DaHuy']);
const STATE_TONE: Record<string, 'neutral' | 'accent' | 'success' | 'warning'> = { SanSang: 'neutral', ChuaKetQua: 'warning', CoKetQua: 'accent', DaXemKetQua: 'success' };
const FLAG_TONE: Record<string, 'danger' | 'warning'> = { Cao: 'danger', Thap: 'warning', BatThuong: 'danger' };
const QUIET = { quietErrors: true };

const panel = css({ display: 'grid', gap: '5', minW: '0' });
const listTitle = css({ textStyle: 'md', fontWeight: 'semibold', m: '0', mb: '2' });
const orderBox = css({ display: 'grid', gap: '2', minW: '0', p: '3', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', bg: 'bg.default' });
const orderHead = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', justifyContent: 'space-between' });
const orderTitle = css({ textStyle: 'sm', fontWeight: 'semibold', m: '0', display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });
const muted = css({ m: '0', color: 'fg.muted', textStyle: 'sm' });
const scroller = css({ overflowX: 'auto', minW: '0' });
const table = css({
  width: '100%',
  borderCollapse: 'collapse',
  textStyle: 'sm',
  '& th, & td': { textAlign: 'left', verticalAlign: 'top', px: '2', py: '1.5', borderBottomWidth: '1px', borderColor: 'border.default' },
  '& thead th': { fontWeight: 'semibold', bg: 'bg.muted', whiteSpace: 'nowrap' },
  '& tbody th[scope=rowgroup]': { fontWeight: 'semibold', bg: 'bg.subtle' },
});
const abnormal = css({ fontWeight: 'bold', color: 'danger.text' });
const report = css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '1 3', m: '0', textStyle: 'sm', '& dt': { color: 'fg.muted' }, '& dd': { m: '0', whiteSpace: 'pre-wrap' } });

export default function ExamResultsFill({ visitId }: ExamResultsFillProps) {
  const { t } = useTranslation('paraclinical');
  const variables = useMemo(() => ({ TiepNhan_Id: visitId }), [visitId]);
  const [{ data, fetching, error }, refetch] = useQuery({ query: KetQuaClsTheoTiepNhanDocument, variables, requestPolicy: 'cache-and-network' });
  // A room took, returned or withdrew an order of this visit: read the visit's results again.
  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  const onEvent = useCallback((event: AppEvent) => {
    if ((event.data as DichVuYeuCauChange | null)?.TiepNhan_Ids?.includes(visitId)) reload();
  }, [visitId, reload]);
  useAppEvent(paraclinicalEvents.lab.module, onEvent);
  useAppEvent(paraclinicalEvents.microbiology.module, onEvent);
  useAppEvent(paraclinicalEvents.imaging.module, onEvent);
  useAppEvent(paraclinicalEvents.ultrasound.module, onEvent);
  useAppEvent(paraclinicalEvents.functional.module, onEvent);
  useAppEvent(paraclinicalEvents.covid.module, onEvent);

  const groups = useMemo(() => groupByWorkList(data?.ketQuaCLSTheoTiepNhan ?? []), [data]);

  if (error && !data) return <p role="alert" className={css({ m: '0', color: 'danger.text' })}>{refusalText(error)}</p>;
  if (!data) return fetching ? <Spinner /> : null;
  if (groups.length === 0) return <p className={muted}>{t('paraclinical.examResults.empty')}</p>;
  return (
    <div className={panel}>
      {groups.map(({ key, orders }) => (
        <section key={key} aria-labelledby={`exam-results-${key}`}>
          <h3 id={`exam-results-${key}`} className={listTitle}>{t(`paraclinical.examResults.list.${key}`)}</h3>
          <div className={css({ display: 'grid', gap: '3' })}>
            {orders.map((order) => <OrderResults key={order._id} order={order} onRead={reload} />)}
          </div>
        </section>
      ))}
    </div>
  );
}

function groupByWorkList(orders: readonly Order[]): { key: WorkListKey; orders: Order[] }[] {
  const byList = new Map<WorkListKey, Order[]>();
  for (const order of orders) {
    if (HIDDEN.has(order.TrangThai)) continue;
    const list = workListOf(order.MaLoaiDichVu ?? null, order.MaNhomDichVu ?? null);
    if (!list) continue;
    byList.set(list.key, [...(byList.get(list.key) ?? []), order]);
  }
  return WORK_LIST_KEYS.filter((key) => byList.has(key)).map((key) => ({
    key,
    orders: byList.get(key)!.sort((a, b) => a.NgayYeuCau - b.NgayYeuCau || a.SoPhieuYeuCau.localeCompare(b.SoPhieuYeuCau)),
  }));
}

function OrderResults({ order, onRead }: { order: Order; onRead: () => void }) {
  const { t } = useTranslation('paraclinical');
  const mayRead = useHasPermission(PARACLINICAL_READ);
  const [marking, markRead] = useMutation(DanhDauDaXemKetQuaDocument);
  const list = workListOf(order.MaLoaiDichVu ?? null, order.MaNhomDichVu ?? null);
  const returned = RETURNED.has(order.TrangThai);
  const services = order.ChiTiets.map((line) => line.TenDichVu ?? line.MaDichVu ?? '').filter(Boolean).join(', ');
  const titleId = `exam-result-${order._id}`;

  const read = async () => {
    const result = await markRead({ id: order._id }, QUIET);
    if (result.error) return void toast.error(refusalText(result.error));
    onRead();
  };

  return (
    <article className={orderBox} aria-labelledby={titleId}>
      <div className={orderHead}>
        <h4 id={titleId} className={orderTitle}>
          <span>{t('paraclinical.examResults.order', { number: order.SoPhieuYeuCau, services })}</span>
          <span className={badge({ tone: STATE_TONE[order.TrangThai] ?? 'neutral', size: 'sm' })}>{t(stateLabelKey(order.TrangThai))}</span>
          {order.LaKhanCap && <span className={badge({ tone: 'danger', size: 'sm' })}>{t('paraclinical.examResults.urgent')}</span>}
        </h4>
        {order.TrangThai === 'CoKetQua' && mayRead && (
          <Button size="sm" variant="outline" onClick={read} loading={marking.fetching} aria-label={t('paraclinical.examResults.markReadOf', { number: order.SoPhieuYeuCau })}>
            {t('paraclinical.examResults.markRead')}
          </Button>
        )}
      </div>
      <p className={muted}>
        {[
          order.TenNoiThucHien,
          t('paraclinical.examResults.requestedAt', { time: formatDateTime(order.NgayYeuCau) }),
          returned && order.NgayTraKetQua ? t('paraclinical.examResults.returnedAt', { time: formatDateTime(order.NgayTraKetQua) }) : null,
        ].filter(Boolean).join(' · ')}
      </p>
      {!returned ? (
        <p className={muted}>{t('paraclinical.examResults.notReturned')}</p>
      ) : list?.resultKind === 'lab' ? (
        <LabResults order={order} />
      ) : (
        <dl className={report}>
          <dt>{t('paraclinical.examResults.description')}</dt>
          <dd>{order.NoiDung || '—'}</dd>
          <dt>{t('paraclinical.examResults.conclusion')}</dt>
          <dd>{order.KetLuan || '—'}</dd>
          {order.NhanXet && (
            <>
              <dt>{t('paraclinical.examResults.remarks')}</dt>
              <dd>{order.NhanXet}</dd>
            </>
          )}
        </dl>
      )}
      {returned && list?.resultKind === 'lab' && order.KetLuan && <p className={css({ m: '0', textStyle: 'sm' })}>{t('paraclinical.examResults.labConclusion', { text: order.KetLuan })}</p>}
    </article>
  );
}

function LabResults({ order }: { order: Order }) {
  const { t } = useTranslation('paraclinical');
  const sorted = [...order.KetQuas].sort((a, b) => a.ThuTu - b.ThuTu);
  // With several services on one sample, each service's tests follow its name.
  const lines = order.ChiTiets.map((line) => ({ line, results: sorted.filter((result) => result.ChiTiet_Id === line._id) })).filter((group) => group.results.length > 0);
  const orphans = sorted.filter((result) => !order.ChiTiets.some((line) => line._id === result.ChiTiet_Id));
  const headed = lines.length > 1;
  if (sorted.length === 0) return <p className={muted}>{t('paraclinical.examResults.noValues')}</p>;
  return (
    <div className={scroller}>
      <table className={table} aria-label={t('paraclinical.examResults.table', { number: order.SoPhieuYeuCau })}>
        <thead>
          <tr>
            <th scope="col">{t('paraclinical.examResults.column.test')}</th>
            <th scope="col">{t('paraclinical.examResults.column.value')}</th>
            <th scope="col">{t('paraclinical.examResults.column.unit')}</th>
            <th scope="col">{t('paraclinical.examResults.column.range')}</th>
            <th scope="col">{t('paraclinical.examResults.column.flag')}</th>
          </tr>
        </thead>
        {lines.map(({ line, results }) => (
          <tbody key={line._id}>
            {headed && (
              <tr>
                <th scope="rowgroup" colSpan={5}>{line.TenDichVu ?? line.MaDichVu}</th>
              </tr>
            )}
            {results.map((result) => <ResultRow key={result._id} result={result} />)}
          </tbody>
        ))}
        {orphans.length > 0 && <tbody>{orphans.map((result) => <ResultRow key={result._id} result={result} />)}</tbody>}
      </table>
    </div>
  );
}

function ResultRow({ result }: { result: Result }) {
  const { t } = useTranslation('paraclinical');
  const flag = result.CanhBao && FLAG_TONE[result.CanhBao] ? result.CanhBao : null;
  return (
    <tr>
      <td>{result.TenXetNghiem}</td>
      <td className={cx(flag && abnormal)}>{result.KetQua ?? '—'}</td>
      <td>{result.DonViTinh ?? ''}</td>
      <td>{result.MucBinhThuong ?? ''}</td>
      <td>{flag && <span className={badge({ tone: FLAG_TONE[flag], size: 'sm' })}>{t(`paraclinical.examResults.flag.${flag}`)}</span>}</td>
    </tr>
  );
}
