// @vitest-environment happy-dom
// The units screen as an administrator uses it: the tree with its levels, a unit added under a department, a code
// already used refused under the code field, suspending with a confirmation, and nothing to change without the
// permission.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { coreMessages } from '@his/sdk';
import { uiLocales } from '@his/sdk/ui';
import { createI18n } from '@his/sdk/web';
import { createFakeUnitsApi, WithFakeUnits, type FakeUnitsApi } from './fake-units-api';
import { NODES_MANAGE, OrgUnitsScreen } from './org-units-screen';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

async function open(permissions: readonly string[] = [NODES_MANAGE]) {
  const api: FakeUnitsApi = createFakeUnitsApi();
  const i18n = await createI18n('vi', { core: coreMessages, ui: uiLocales });
  render(
    <I18nextProvider i18n={i18n}>
      <WithFakeUnits permissions={permissions} api={api}>
        <OrgUnitsScreen />
      </WithFakeUnits>
    </I18nextProvider>,
  );
  const table = await screen.findByRole('table', { name: 'Cây đơn vị: cơ sở, khoa, phòng và kho' });
  await within(table).findByText('Phòng khám Nhi');
  return { api, table, user: userEvent.setup({ delay: 5 }) };
}

/** Clicks Save once the click lock of the previous click (a second) has passed, as a person would. */
async function save(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const button = within(dialog).getByRole('button', { name: 'Lưu' });
  await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull(), { timeout: 2_000 });
  await user.click(button);
}

const names = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => row.querySelector('td')?.textContent ?? '');

describe('organisational units screen', () => {
  it('When it opens / Then the units in use show as a tree, each with its level and its category in words', async () => {
    const { table } = await open();
    expect(names(table)).toEqual([
      'Bệnh viện Đa khoa Hòa Bình(cấp 1)', '└Khoa Dược(cấp 2)', '└Kho dược chính(cấp 3)', '└Khoa Khám bệnh(cấp 2)', '└Phòng khám Nội 1(cấp 3)', '└Phòng khám Nhi(cấp 3)',
      '└Khoa Xét nghiệm(cấp 2)', '└Phòng lấy mẫu xét nghiệm(cấp 3)', 'Bệnh viện Đa khoa Hòa Bình - Cơ sở 2(cấp 1)',
    ]);
    const row = within(table).getByText('Kho dược chính').closest('tr')!;
    expect(within(row).getByText('Kho')).toBeTruthy();
  });

  it('When a search and the suspended switch are used / Then the matches show under their parents, and suspended units on demand', async () => {
    const { table, user } = await open();
    await user.type(screen.getByRole('searchbox', { name: 'Tìm theo mã hoặc tên đơn vị' }), 'nhi');
    await waitFor(() => expect(names(table)).toEqual(['Bệnh viện Đa khoa Hòa Bình(cấp 1)', '└Khoa Khám bệnh(cấp 2)', '└Phòng khám Nhi(cấp 3)']));
    await user.clear(screen.getByRole('searchbox', { name: 'Tìm theo mã hoặc tên đơn vị' }));
    await user.click(screen.getByRole('switch', { name: 'Hiện đơn vị tạm ngừng' }));
    expect(await within(table).findByText('Kho dược cũ')).toBeTruthy();
  });

  it('When a room is added under a department with a code already used / Then the message shows under the code, and a new code saves it', async () => {
    const { api, table, user } = await open();
    await user.click(within(table).getByRole('button', { name: 'Thêm đơn vị trực thuộc Khoa Xét nghiệm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm đơn vị trực thuộc Khoa Xét nghiệm' });
    await save(user, dialog);
    expect(within(dialog).getAllByText('Không được để trống!')).toHaveLength(2);
    expect(api.calls.filter((call) => call.name === 'CreateNodeCLSPhongMach')).toEqual([]);

    const code = within(dialog).getByRole('textbox', { name: 'Mã đơn vị' });
    await user.type(code, 'pk01');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tên đơn vị' }), 'Phòng xét nghiệm sinh hoá');
    await user.type(within(dialog).getByRole('textbox', { name: 'Mã hàng đợi' }), 'XN, SH');
    await save(user, dialog);
    expect(await within(dialog).findByText('Mã pk01 đã tồn tại')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    // Leaving the field keeps the server's message until the code is changed.
    code.focus();
    await user.tab();
    expect(within(dialog).getByText('Mã pk01 đã tồn tại')).toBeTruthy();

    await user.clear(code);
    await user.type(code, 'XN02');
    await save(user, dialog);
    expect(await within(table).findByText('Phòng xét nghiệm sinh hoá')).toBeTruthy();
    expect(api.calls.filter((call) => call.name === 'CreateNodeCLSPhongMach').at(-1)!.variables.newNodeInput).toMatchObject({
      code: 'XN02', name: 'Phòng xét nghiệm sinh hoá', category: 'ROOM', parent_Id: 'n-kxn', queueCodes: ['XN', 'SH'],
    });
  });

  it('When a room is edited / Then its type is a list of the room kinds in words, and the chosen kind is sent', async () => {
    const { api, table, user } = await open();
    await user.click(within(table).getByRole('button', { name: 'Sửa Phòng khám Nhi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa Phòng khám Nhi' });
    const kind = within(dialog).getByRole('combobox', { name: 'Loại phòng' });
    expect(kind.textContent).toContain('Phòng khám');
    expect(dialog.textContent).not.toMatch(/[A-Z]+_ROOM/);
    await user.click(kind);
    await user.click(await screen.findByRole('option', { name: 'Phòng cận lâm sàng' }));
    await save(user, dialog);
    await waitFor(() => expect(api.calls.filter((call) => call.name === 'UpdateNode').at(-1)?.variables.input).toMatchObject({ roomType: 'LABORATORY_ROOM' }));
  });

  it('When a department with rooms in use is suspended / Then the server\'s refusal shows, and a room is suspended after a confirmation', async () => {
    const { table, user } = await open();
    await user.click(within(table).getByRole('button', { name: 'Tạm ngừng Khoa Xét nghiệm' }));
    await user.click(await screen.findByRole('button', { name: 'Tạm ngừng' }));
    expect(await screen.findByText(/Không thể tạm ngừng Khoa Xét nghiệm: đơn vị trực thuộc Phòng lấy mẫu xét nghiệm vẫn đang hoạt động/)).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: 'Tạm ngừng Phòng khám Nhi' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toMatch(/Tạm ngừng Phòng khám Nhi\?/);
    await user.click(within(question).getByRole('button', { name: 'Tạm ngừng' }));
    await waitFor(() => expect(within(table).queryByText('Phòng khám Nhi')).toBeNull());
  });

  it('Without auth.nodes.manage / Then no unit can be added, edited or suspended, and a unit opens read-only', async () => {
    const { table } = await open([]);
    expect(within(table).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('switch', { name: 'Hiện đơn vị tạm ngừng' })).toBeNull();
  });
});
