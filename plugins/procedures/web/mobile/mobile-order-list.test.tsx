// @vitest-environment happy-dom
// The procedure list on a 400 px phone (its /m copy), on the fake API: the orders are cards in the three tabs, not a
// table; an order opens in the list's place with its note, and the way back shows the list again on its tab.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createFakeProceduresApi } from '../testing/fake-procedures-api';
import { renderAsTechnician, settleToasts } from '../testing/render-as-technician';
import { ProcedureListPage } from '../procedure-list-page/procedure-list-page';

const viewport = (width: number) => (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({ width, height: 800 });

beforeEach(() => viewport(400));
afterEach(async () => {
  viewport(1024);
  localStorage.clear();
  await settleToasts();
});

describe('the procedure list on a phone', () => {
  it('When the technician opens /m/thuc-hien-chi-dinh-pttt / Then the orders are cards, one opens in their place and the way back returns to them', async () => {
    const api = createFakeProceduresApi();
    const user = await renderAsTechnician(<ProcedureListPage list="thuc-hien-chi-dinh-pttt" />, api);
    await user.click(await screen.findByRole('tab', { name: 'Đang thực hiện (1)' }));
    const cards = await screen.findByRole('list', { name: 'Danh sách Đang thực hiện' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(cards).getAllByRole('listitem')[0]!;
    expect(card.textContent).toContain('CD2603050212');
    expect(card.textContent).toContain('Trần Thị Bình · 1992');
    expect(within(card).getByText('Khẩn')).toBeTruthy();
    expect(card.textContent).toContain('Kỹ thuật viên: Phạm Văn Dũng');

    await user.click(within(card).getByRole('button', { name: 'Mở phiếu CD2603050212' }));
    expect(await screen.findByRole('form', { name: 'Tường trình phiếu CD2603050212' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Danh sách Đang thực hiện' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Quay lại danh sách' }));
    // Back on the tab it was opened from.
    expect(await screen.findByRole('list', { name: 'Danh sách Đang thực hiện' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
