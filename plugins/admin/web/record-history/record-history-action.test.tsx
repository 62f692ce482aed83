// @vitest-environment happy-dom
// A record's history as a reader of the audit history opens it from the record's screen: the button, the record's
// entries newest first without its type and name repeated on each row, the next page, and one entry in full.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockClient, type MockCall } from '@his/sdk/testing';
import { SHELL_SLOTS } from '@his/sdk/web';
import plugin from '../../plugin';
import { auditPatientPicker, recordHistory } from '../../contract';
import { renderAdmin } from '../testing/render-admin';
import { RecordHistoryAction } from './record-history-action';

const UNIT = '65f3a1c2e4b0a1b2c3d4e5f6';
const AT = Date.UTC(2024, 2, 15, 3, 30);

function entry(index: number, action: string) {
  return {
    _id: String(500 - index), time: AT - index * 3_600_000, username: 'admin', nodeName: 'Bệnh viện Đa khoa Hòa Bình', action,
    entity: 'Node', entityLabel: 'Đơn vị', entity_Id: UNIT, recordName: 'Phòng khám Nội 1',
  };
}

describe('the history button on a record\'s screen', () => {
  it('When the button is pressed, then the dialog asks for that record\'s entries, over every day, and lists them', async () => {
    const user = userEvent.setup();
    const calls: MockCall[] = [];
    const client = createMockClient({
      GetLichSuThaoTac: (variables) => ({ getLichSuThaoTac: { total: 25, items: variables.page === 2 ? [entry(20, 'CREATE')] : [entry(0, 'UPDATE'), entry(1, 'UPDATE')] } }),
    }, { calls });
    await renderAdmin(<RecordHistoryAction entity="Node" entityId={UNIT} recordName="Phòng khám Nội 1" />, client);
    // Nothing is asked before the button is pressed.
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Lịch sử thao tác' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lịch sử thao tác: Phòng khám Nội 1' });
    const table = await within(dialog).findByRole('table', { name: 'Tổng cộng 25 thao tác' });
    expect(calls[0]).toEqual({ name: 'GetLichSuThaoTac', variables: { filter: { entity: 'Node', entity_Id: UNIT }, page: 1, limit: 20 } });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Thời gian', 'Người thao tác', 'Cơ sở', 'Thao tác', 'Chi tiết']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 4).map((cell) => cell.textContent))).toEqual([
      ['15/03/2024 10:30', 'admin', 'Bệnh viện Đa khoa Hòa Bình', 'Cập nhật'],
      ['15/03/2024 09:30', 'admin', 'Bệnh viện Đa khoa Hòa Bình', 'Cập nhật'],
    ]);
    expect(table.textContent).not.toContain(UNIT);

    await user.click(within(dialog).getByRole('button', { name: /Trang sau/ }));
    await waitFor(() => expect(calls.at(-1)!.variables).toEqual({ filter: { entity: 'Node', entity_Id: UNIT }, page: 2, limit: 20 }));
    expect(await within(dialog).findByText('Thêm mới')).toBeTruthy();
  });

  it('When an entry is opened, then it shows in full over the history', async () => {
    const user = userEvent.setup();
    const client = createMockClient({
      GetLichSuThaoTac: () => ({ getLichSuThaoTac: { total: 1, items: [entry(0, 'UPDATE')] } }),
      GetLichSuThaoTacById: (variables) => ({
        getLichSuThaoTacById: {
          ...entry(0, 'UPDATE'), _id: variables.id, user_Id: 'u1', node_Id: 'n1', profile_Id: 'p1', operation: 'updateNode', operationLabel: 'Sửa đơn vị', address: '10.0.0.8',
          changes: [{ field: 'phone', label: 'Điện thoại', before: null, after: '0243 000 001' }],
        },
      }),
    });
    await renderAdmin(<RecordHistoryAction entity="Node" entityId={UNIT} recordName="Phòng khám Nội 1" />, client);
    await user.click(screen.getByRole('button', { name: 'Lịch sử thao tác' }));
    const history = await screen.findByRole('dialog', { name: 'Lịch sử thao tác: Phòng khám Nội 1' });
    await user.click(await within(history).findByRole('button', { name: 'Xem chi tiết thao tác Cập nhật lúc 15/03/2024 10:30' }));
    const detail = await screen.findByRole('dialog', { name: 'Chi tiết thao tác' });
    expect(await within(detail).findByText('0243 000 001')).toBeTruthy();
    expect(within(detail).getByText('Sửa đơn vị')).toBeTruthy();
  });

  it('When the record has no entries, then the dialog says so, in English too', async () => {
    const user = userEvent.setup();
    const client = createMockClient({ GetLichSuThaoTac: () => ({ getLichSuThaoTac: { total: 0, items: [] } }) });
    await renderAdmin(<RecordHistoryAction entity="BenhNhan" entityId="bn-1" />, client, 'en');
    await user.click(screen.getByRole('button', { name: 'Audit history' }));
    const dialog = await screen.findByRole('dialog', { name: 'Audit history' });
    expect(await within(dialog).findByText('Nothing has been done to this record yet')).toBeTruthy();
    // The footer's button; the corner's cross has the same name.
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is what administration puts in its recordHistory slot, for readers of the audit history only', async () => {
    // The host declares recordHistory, so that the SDK's catalogue form shows it too; administration declares the picker.
    expect(plugin.slots).toEqual([auditPatientPicker]);
    expect(SHELL_SLOTS.recordHistory).toBe(recordHistory);
    const fill = plugin.fills?.find((each) => each.slot === recordHistory);
    expect(fill).toMatchObject({ id: 'record-history', permission: 'admin.audit.read' });
    expect((await fill!.component()).default).toBe(RecordHistoryAction);
  });
});
