// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n, renderWithI18n } from '../testing/render-with-i18n';
import type { DataTableColumn } from './data-table-column';
import { DataTable } from './data-table';

interface Patient {
  id: string;
  name: string;
  amount: number | null;
}

const columns: DataTableColumn<Patient>[] = [
  { id: 'id', header: 'Mã BN', accessor: (row) => row.id, width: '8rem' },
  { id: 'name', header: 'Họ tên', accessor: (row) => row.name, sortable: true },
  { id: 'amount', header: 'Số tiền', accessor: (row) => row.amount, sortable: true, align: 'end' },
  { id: 'open', header: 'Mở', cell: (row) => <button type="button">Mở {row.id}</button> },
];

// Code and name pinned at the start, a status and a button at the end.
const marked: DataTableColumn<Patient>[] = [
  { id: 'id', header: 'Mã BN', accessor: (row) => row.id, width: '8rem', sticky: 'start' },
  { id: 'name', header: 'Họ tên', accessor: (row) => row.name, width: '16rem', sticky: 'start' },
  { id: 'amount', header: 'Số tiền', accessor: (row) => row.amount, align: 'end' },
  { id: 'note', header: 'Ghi chú', accessor: () => 'ghi chú', width: '20rem' },
  { id: 'status', header: 'Trạng thái', accessor: () => 'Đang dùng', width: '6rem', sticky: 'end' },
  { id: 'open', header: 'Mở', cell: (row) => <button type="button">Mở {row.id}</button>, width: '5rem', sticky: 'end' },
];

const code = (index: number) => `BN${String(index + 1).padStart(5, '0')}`;
const many: Patient[] = Array.from({ length: 10_000 }, (_, index) => ({ id: code(index), name: `Bệnh nhân ${index + 1}`, amount: index * 1000 }));
const few: Patient[] = [
  { id: 'BN1', name: 'Trần Văn Bình', amount: 250_000 },
  { id: 'BN2', name: 'Âu Thị Cúc', amount: null },
  { id: 'BN3', name: 'An Văn Dũng', amount: 1_200_000 },
  { id: 'BN4', name: 'Ánh Thị Em', amount: 90_000 },
];

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const firstCells = (table: HTMLElement, column: number) => bodyRows(table).map((row) => within(row).getAllByRole('cell')[column]?.textContent);

// happy-dom has no layout: every box would measure 0. Here a box is as high as its style says and holds
// the height of its table rows, which is all the virtualizer reads of the scrolling box.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return Number.parseFloat(this.style.height) || 0;
  });
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
    return [...this.querySelectorAll<HTMLElement>('tr')].reduce((sum, row) => sum + (Number.parseFloat(row.style.height) || 0), 0);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('DataTable', () => {
  it('is named by its caption and holds only the rows in view of ten thousand', async () => {
    await renderWithI18n(<DataTable label="Danh sách chờ khám" columns={columns} rows={many} getRowId={(row) => row.id} height={360} rowHeight={36} />);
    const table = screen.getByRole('table', { name: 'Danh sách chờ khám' });
    expect(table.getAttribute('aria-rowcount')).toBe('10001');
    // 360px shows 10 rows of 36px; 8 more are rendered below for scrolling.
    expect(bodyRows(table)).toHaveLength(18);
    expect(table.querySelectorAll('tr').length).toBeLessThan(25);
    expect(firstCells(table, 0).slice(0, 2)).toEqual(['BN00001', 'BN00002']);
    expect(bodyRows(table)[0]?.getAttribute('aria-rowindex')).toBe('2');

    const scroller = table.parentElement as HTMLElement;
    await act(async () => {
      scroller.scrollTop = 5000 * 36;
      fireEvent.scroll(scroller);
    });
    const rows = bodyRows(table);
    expect(rows.length).toBeLessThan(30);
    // The rows around the 5001st, and above them one spacer as tall as the 4992 rows not rendered.
    expect(rows[0]?.getAttribute('aria-rowindex')).toBe(String(4992 + 2));
    expect(within(table).getByRole('cell', { name: 'BN05001' })).toBeTruthy();
    expect(table.querySelector<HTMLElement>('tbody > tr[aria-hidden="true"]')?.style.height).toBe(`${4992 * 36}px`);
  });

  it('sorts by a column in Vietnamese order, ascending then descending, and says so on the header', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<DataTable label="Bệnh nhân" columns={columns} rows={few} getRowId={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Bệnh nhân' });
    const nameHeader = screen.getByRole('columnheader', { name: /Họ tên/ });
    expect(nameHeader.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Mã BN' }).getAttribute('aria-sort')).toBeNull();

    await user.click(within(nameHeader).getByRole('button', { name: 'Họ tên' }));
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(firstCells(table, 1)).toEqual(['An Văn Dũng', 'Ánh Thị Em', 'Âu Thị Cúc', 'Trần Văn Bình']);

    await user.click(within(nameHeader).getByRole('button', { name: 'Họ tên' }));
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect(firstCells(table, 1)).toEqual(['Trần Văn Bình', 'Âu Thị Cúc', 'Ánh Thị Em', 'An Văn Dũng']);
  });

  it('sorts amounts as numbers, smallest first, with a missing amount last', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<DataTable label="Bệnh nhân" columns={columns} rows={few} getRowId={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Bệnh nhân' });
    const amountHeader = screen.getByRole('columnheader', { name: /Số tiền/ });
    await user.click(within(amountHeader).getByRole('button', { name: 'Số tiền' }));
    expect(amountHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(firstCells(table, 0)).toEqual(['BN4', 'BN1', 'BN3', 'BN2']);
    await user.click(within(amountHeader).getByRole('button', { name: 'Số tiền' }));
    expect(firstCells(table, 0)).toEqual(['BN3', 'BN1', 'BN4', 'BN2']);
    expect(within(table).getAllByRole('cell').find((cell) => cell.textContent === '1200000')?.getAttribute('data-align')).toBe('end');
  });

  it('moves between rows with the arrows and activates a row with Enter or a double-click, not from a button in it', async () => {
    const user = userEvent.setup();
    const activated: string[] = [];
    await renderWithI18n(<DataTable label="Bệnh nhân" columns={columns} rows={few} getRowId={(row) => row.id} onRowActivate={(row) => activated.push(row.id)} />);
    const rows = bodyRows(screen.getByRole('table', { name: 'Bệnh nhân' }));
    expect(rows.map((row) => row.tabIndex)).toEqual([0, -1, -1, -1]);

    rows[0]?.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(document.activeElement).toBe(rows[1]);
    expect(rows.map((row) => row.tabIndex)).toEqual([-1, 0, -1, -1]);
    await user.keyboard('{Enter}');
    expect(activated).toEqual(['BN2']);

    await user.dblClick(within(rows[3] as HTMLElement).getByRole('cell', { name: 'Ánh Thị Em' }));
    expect(activated).toEqual(['BN2', 'BN4']);
    await user.dblClick(screen.getByRole('button', { name: 'Mở BN3' }));
    screen.getByRole('button', { name: 'Mở BN3' }).focus();
    await user.keyboard('{Enter}');
    expect(activated).toEqual(['BN2', 'BN4']);
  });

  it('scrolls to a row far below before focusing it', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<DataTable label="Danh sách" columns={columns} rows={many} getRowId={(row) => row.id} height={360} />);
    const table = screen.getByRole('table', { name: 'Danh sách' });
    const scroller = table.parentElement as HTMLElement;
    bodyRows(table)[0]?.focus();
    await user.keyboard('{End}');
    expect(scroller.scrollTop).toBeGreaterThan(9000 * 36);
    // happy-dom moves the box but sends no scroll event, as a browser would.
    await act(async () => void fireEvent.scroll(scroller));
    expect(document.activeElement?.getAttribute('aria-rowindex')).toBe('10001');
    expect(within(document.activeElement as HTMLElement).getByRole('cell', { name: 'BN10000' })).toBeTruthy();
  });

  it('marks the selected row and starts the keyboard there', async () => {
    await renderWithI18n(<DataTable label="Bệnh nhân" columns={columns} rows={few} getRowId={(row) => row.id} selectedRowId="BN3" />);
    const rows = bodyRows(screen.getByRole('table', { name: 'Bệnh nhân' }));
    expect(rows.map((row) => row.getAttribute('aria-selected'))).toEqual([null, null, 'true', null]);
    expect(rows[2]?.tabIndex).toBe(0);
  });

  it('says when there is nothing to show, in the user’s language or the caller’s words', async () => {
    const { unmount } = await renderWithI18n(<DataTable label="Bệnh nhân" columns={columns} rows={[]} getRowId={(row) => row.id} />);
    expect(within(screen.getByRole('table', { name: 'Bệnh nhân' })).getByRole('cell', { name: 'Không có dữ liệu' })).toBeTruthy();
    unmount();
    await renderWithI18n(<DataTable label="Patients" columns={columns} rows={[]} getRowId={(row) => row.id} />, 'en');
    expect(screen.getByRole('cell', { name: 'No data' })).toBeTruthy();
    unmount();
    await renderWithI18n(<DataTable label="Hàng đợi" columns={columns} rows={[]} getRowId={(row) => row.id} emptyText="Chưa có bệnh nhân chờ" />);
    expect(screen.getByRole('cell', { name: 'Chưa có bệnh nhân chờ' })).toBeTruthy();
  });

  it('shows a spinner and is busy while the first rows load, and keeps older rows while newer ones do', async () => {
    const i18n = await createTestI18n();
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <DataTable label="Bệnh nhân" columns={columns} rows={undefined} getRowId={(row) => row.id} loading />
      </I18nextProvider>,
    );
    const table = screen.getByRole('table', { name: 'Bệnh nhân' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(within(table).getByRole('status').textContent).toBe('Đang tải…');
    expect(within(table).queryByText('Không có dữ liệu')).toBeNull();

    rerender(
      <I18nextProvider i18n={i18n}>
        <DataTable label="Bệnh nhân" columns={columns} rows={few} getRowId={(row) => row.id} loading />
      </I18nextProvider>,
    );
    expect(bodyRows(table)).toHaveLength(4);
    expect(within(table).queryByRole('status')).toBeNull();
    expect(table.getAttribute('aria-busy')).toBe('true');
  });

  it('pins the first column when none is marked, in the header and in every rendered row', async () => {
    await renderWithI18n(<DataTable label="Danh sách" columns={columns} rows={many} getRowId={(row) => row.id} height={360} />);
    const table = screen.getByRole('table', { name: 'Danh sách' });
    const scroller = table.parentElement as HTMLElement;
    expect([scroller.hasAttribute('data-pin-start'), scroller.hasAttribute('data-pin-end')]).toEqual([true, true]);
    const pinOf = (cell: Element | undefined) => [cell?.getAttribute('data-pin'), cell?.getAttribute('data-pin-edge'), (cell as HTMLElement | undefined)?.style.getPropertyValue('--pin-offset')];
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.getAttribute('data-pin'))).toEqual(['start', null, null, null]);
    expect(pinOf(headers[0])).toEqual(['start', 'start', '0px']);

    await act(async () => {
      scroller.scrollTop = 5000 * 36;
      fireEvent.scroll(scroller);
    });
    // Rows rendered after a scroll of the virtual list are pinned like the first ones.
    const rows = bodyRows(table);
    expect(rows[0]?.getAttribute('aria-rowindex')).toBe(String(4992 + 2));
    for (const row of rows) expect(within(row).getAllByRole('cell').map((cell) => cell.getAttribute('data-pin'))).toEqual(['start', null, null, null]);
  });

  it('pins the marked columns at their side, each after the widths of those before it', async () => {
    await renderWithI18n(<DataTable label="Bệnh nhân" columns={marked} rows={few} getRowId={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Bệnh nhân' });
    const pins = (cells: HTMLElement[]) =>
      cells.map((cell) => [cell.getAttribute('data-pin'), cell.getAttribute('data-pin-edge'), cell.style.getPropertyValue('--pin-offset') || null]);
    const expected = [
      ['start', null, '0px'],
      ['start', 'start', 'calc(8rem)'],
      [null, null, null],
      [null, null, null],
      ['end', 'end', 'calc(5rem)'],
      ['end', null, '0px'],
    ];
    expect(pins(within(table).getAllByRole('columnheader'))).toEqual(expected);
    expect(pins(within(bodyRows(table)[0] as HTMLElement).getAllByRole('cell'))).toEqual(expected);
    // A pinned cell keeps the row's height as well as its offset.
    expect((within(bodyRows(table)[0] as HTMLElement).getAllByRole('cell')[1] as HTMLElement).style.height).toBe('36px');
  });

  describe('the shadows at the pinned edges', () => {
    // happy-dom has no layout: the scroll box is 600px wide and holds a table of 1000px.
    let scrollLeft = 0;
    // Each pinned header cell's width, by side.
    let pinnedWidth = { start: 100, end: 50 };
    beforeEach(() => {
      scrollLeft = 0;
      pinnedWidth = { start: 100, end: 50 };
      const scrolling = (element: Element) => element.tagName === 'DIV' && element.firstElementChild?.tagName === 'TABLE';
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return scrolling(this) ? 600 : 0;
      });
      vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(function (this: Element) {
        return scrolling(this) ? 1000 : 0;
      });
      vi.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(function (this: Element) {
        return scrolling(this) ? scrollLeft : 0;
      });
      const rect = Element.prototype.getBoundingClientRect;
      vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
        const side = this.matches('th[data-pin]') ? (this.getAttribute('data-pin') as 'start' | 'end') : null;
        return side ? new DOMRect(0, 0, pinnedWidth[side], 40) : rect.call(this);
      });
    });
    const scrollTo = async (scroller: HTMLElement, left: number) => {
      scrollLeft = left;
      await act(async () => void fireEvent.scroll(scroller));
    };
    const shadows = (scroller: HTMLElement) => [scroller.hasAttribute('data-hidden-start'), scroller.hasAttribute('data-hidden-end')];

    it('show on the side where columns are hidden, following the scroll', async () => {
      await renderWithI18n(<DataTable label="Bệnh nhân" columns={columns} rows={few} getRowId={(row) => row.id} />);
      const scroller = screen.getByRole('table', { name: 'Bệnh nhân' }).parentElement as HTMLElement;
      expect(shadows(scroller)).toEqual([false, true]);
      await scrollTo(scroller, 200);
      expect(shadows(scroller)).toEqual([true, true]);
      await scrollTo(scroller, 400);
      expect(shadows(scroller)).toEqual([true, false]);
      await scrollTo(scroller, 0);
      expect(shadows(scroller)).toEqual([false, true]);
    });

    it('and the pins are let go where they would cover most of the box, the end side’s first, as on a phone', async () => {
      const pinnedSides = async () => {
        const { unmount } = await renderWithI18n(<DataTable label="Bệnh nhân" columns={marked} rows={few} getRowId={(row) => row.id} />);
        const scroller = screen.getByRole('table', { name: 'Bệnh nhân' }).parentElement as HTMLElement;
        const sides = [scroller.hasAttribute('data-pin-start'), scroller.hasAttribute('data-pin-end')];
        unmount();
        return sides;
      };
      // 600px of box: pins may take 450px.
      expect(await pinnedSides()).toEqual([true, true]);
      pinnedWidth = { start: 100, end: 150 };
      expect(await pinnedSides()).toEqual([true, false]);
      // Actions pinned beside a name scrolled away would not say which row they act on.
      pinnedWidth = { start: 250, end: 50 };
      expect(await pinnedSides()).toEqual([false, false]);
    });
  });

  describe('one click on a row', () => {
    const phone = (matches: boolean) =>
      vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches, media: query }) as MediaQueryList);

    it('opens it on a phone, where a tap is all there is, but not from a button in it', async () => {
      phone(true);
      const user = userEvent.setup();
      const activated: string[] = [];
      await renderWithI18n(<DataTable label="Bệnh nhân" columns={columns} rows={few} getRowId={(row) => row.id} onRowActivate={(row) => activated.push(row.id)} />);
      await user.click(screen.getByRole('cell', { name: 'Âu Thị Cúc' }));
      expect(activated).toEqual(['BN2']);
      await user.click(screen.getByRole('button', { name: 'Mở BN3' }));
      expect(activated).toEqual(['BN2']);
    });

    it('does not open it on a desktop, where it takes a double-click', async () => {
      phone(false);
      const user = userEvent.setup();
      const activated: string[] = [];
      await renderWithI18n(<DataTable label="Bệnh nhân" columns={columns} rows={few} getRowId={(row) => row.id} onRowActivate={(row) => activated.push(row.id)} />);
      await user.click(screen.getByRole('cell', { name: 'Âu Thị Cúc' }));
      expect(activated).toEqual([]);
    });
  });

  it('shows a footer below the rows', async () => {
    await renderWithI18n(<DataTable label="Bệnh nhân" columns={columns} rows={few} getRowId={(row) => row.id} footer={<span>Tổng: 4</span>} />);
    expect(screen.getByText('Tổng: 4').closest('table')).toBeNull();
  });
});
