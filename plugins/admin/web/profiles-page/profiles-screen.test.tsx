// @vitest-environment happy-dom
// The profiles screen as an administrator uses it: the list, a profile's tree reordered with the buttons and by
// dragging, a new profile started from a role, permissions chosen by plugin, the menu it gives previewed, the
// server's refusals next to their fields, and a profile locked after a question.
import { describe, expect, it } from 'vitest';
import { configure, createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInHost } from '@his/sdk/testing/render';
import { createAppEventSource } from '@his/sdk/web';
import { ADMIN_LOCALES } from '../testing/admin-locales';
import { createFakeProfilesApi, type FakeProfilesApi } from './fake-profiles-api';
import { FAKE_PLUGIN_LOCALES, FAKE_VARIANT_PAGES } from './fake-variant-pages';
import { ProfilesScreen } from './profiles-screen';

// The editor is a large form: on a loaded two-core machine a save's answer can take more than a second to show.
configure({ asyncUtilTimeout: 5_000 });

function renderScreen(api: FakeProfilesApi, { canManage = true, language = 'vi' as 'vi' | 'en', appEvents = createAppEventSource() } = {}) {
  return renderInHost(<ProfilesScreen pages={FAKE_VARIANT_PAGES} canManage={canManage} />, { language, client: api.client, appEvents, locales: { ...ADMIN_LOCALES, ...FAKE_PLUGIN_LOCALES } });
}

/** The kit's buttons refuse a second click for a second: a person does not click twice that fast. */
async function untilUnlocked(button: HTMLElement) {
  await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull(), { timeout: 3_000 });
}

const callsOf = (api: FakeProfilesApi, name: string) => api.calls.filter((call) => call.name === name).map((call) => call.variables);

/** A list's entries by their names, each with what it holds. */
type Shape = string | [string, Shape[]];
function shapeOf(list: HTMLElement): Shape[] {
  return [...list.children].filter((item) => item.tagName === 'LI').map((item) => {
    const inner = item.querySelector(':scope > ol, :scope > ul');
    const name = item.getAttribute('aria-label') ?? '';
    return inner ? [name, shapeOf(inner as HTMLElement)] : name;
  });
}

async function openProfile(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `Mở hồ sơ quyền ${name}` }));
  return screen.findByRole('region', { name: `Hồ sơ quyền ${name}` });
}

const menuTree = (editor: HTMLElement) => within(editor).getByRole('list', { name: 'Menu của hồ sơ' });
const entry = (editor: HTMLElement, title: string) => within(menuTree(editor)).getByRole('listitem', { name: title });

describe('the profiles screen', () => {
  it('When it opens, then it lists each profile with its menu kind, facilities and state, and finds one by name', async () => {
    const user = userEvent.setup();
    await renderScreen(createFakeProfilesApi());
    const table = await screen.findByRole('table', { name: '3 hồ sơ quyền' });
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Hồ sơ cũ', 'Theo cây menu', 'Cơ sở 2', 'Đã khoá'],
      ['Quản trị hệ thống', 'Toàn bộ menu', 'Bệnh viện Đa khoa Hòa Bình', 'Đang dùng'],
      ['Thu ngân', 'Theo cây menu', 'Bệnh viện Đa khoa Hòa Bình, Cơ sở 2', 'Đang dùng'],
    ]));
    await user.type(screen.getByRole('textbox', { name: 'Tên hồ sơ quyền' }), 'thu ngan');
    await user.click(screen.getByRole('button', { name: 'Tìm kiếm' }));
    await screen.findByRole('table', { name: '1 hồ sơ quyền' });
  });

  it('When the administrator moves entries with the buttons, then the tree changes as shown and is saved so', async () => {
    const user = userEvent.setup();
    const api = createFakeProfilesApi();
    await renderScreen(api);
    const editor = await openProfile(user, 'Thu ngân');
    await waitFor(() => expect(shapeOf(menuTree(editor))).toEqual(['Trang chủ', ['Viện phí', ['Viện phí ngoại trú', 'Quyển biên lai']], 'Lịch sử thao tác']));
    // Each entry's buttons are named for it, and those that cannot move it are off.
    expect(within(entry(editor, 'Trang chủ')).getByRole('button', { name: 'Đưa Trang chủ lên' })).toHaveProperty('disabled', true);

    await user.click(within(entry(editor, 'Quyển biên lai')).getByRole('button', { name: 'Đưa Quyển biên lai ra khỏi nhóm' }));
    expect(shapeOf(menuTree(editor))).toEqual(['Trang chủ', ['Viện phí', ['Viện phí ngoại trú']], 'Quyển biên lai', 'Lịch sử thao tác']);
    // Focus follows the entry, so the keyboard goes on from where it is.
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/Quyển biên lai/);
    expect(screen.getByRole('status').textContent).toBe('Đã đưa Quyển biên lai ra khỏi nhóm');

    await user.click(within(entry(editor, 'Lịch sử thao tác')).getByRole('button', { name: 'Đưa Lịch sử thao tác lên' }));
    await user.click(within(entry(editor, 'Lịch sử thao tác')).getByRole('button', { name: 'Đưa Lịch sử thao tác vào trong Viện phí' }));
    expect(shapeOf(menuTree(editor))).toEqual(['Trang chủ', ['Viện phí', ['Viện phí ngoại trú', 'Lịch sử thao tác']], 'Quyển biên lai']);
    await user.click(within(entry(editor, 'Trang chủ')).getByRole('button', { name: 'Đưa Trang chủ xuống' }));
    await user.click(within(entry(editor, 'Quyển biên lai')).getByRole('button', { name: 'Bỏ Quyển biên lai khỏi menu' }));
    expect(shapeOf(menuTree(editor))).toEqual([['Viện phí', ['Viện phí ngoại trú', 'Lịch sử thao tác']], 'Trang chủ']);

    await user.click(within(editor).getByRole('button', { name: 'Lưu' }));
    await screen.findByText('Đã lưu hồ sơ quyền Thu ngân');
    expect(callsOf(api, 'UpdateProfile')[0]).toMatchObject({
      _id: 'p-tn',
      input: { navigation: [{ title: 'Viện phí', children: [{ path: '/vien-phi-ngoai-tru' }, { path: '/lich-su-thao-tac' }] }, { path: '/trang-chu' }] },
    });
  });

  it('When the administrator drags entries, then they go into, before and after others; a page of the list is dragged in', async () => {
    const user = userEvent.setup();
    const api = createFakeProfilesApi();
    await renderScreen(api);
    const editor = await openProfile(user, 'Thu ngân');
    await waitFor(() => expect(shapeOf(menuTree(editor))).toHaveLength(3));
    const rowOf = (title: string) => entry(editor, title).firstElementChild as HTMLElement;
    const drag = (from: HTMLElement, to: HTMLElement, at: 'top' | 'middle' | 'bottom') => {
      to.getBoundingClientRect = () => ({ top: 100, height: 40, bottom: 140, left: 0, right: 300, width: 300, x: 0, y: 100, toJSON: () => ({}) });
      // The pointer's height over the target: its top quarter, its middle or its bottom quarter.
      const atHeight = (event: Event) => Object.defineProperty(event, 'clientY', { value: { top: 102, middle: 120, bottom: 138 }[at] });
      fireEvent.dragStart(from, { dataTransfer: { setData: () => {}, effectAllowed: '' } });
      fireEvent(to, atHeight(createEvent.dragOver(to)));
      fireEvent(to, atHeight(createEvent.drop(to)));
      fireEvent.dragEnd(from);
    };

    drag(rowOf('Lịch sử thao tác'), rowOf('Viện phí'), 'middle');
    expect(shapeOf(menuTree(editor))).toEqual(['Trang chủ', ['Viện phí', ['Viện phí ngoại trú', 'Quyển biên lai', 'Lịch sử thao tác']]]);
    drag(rowOf('Quyển biên lai'), rowOf('Trang chủ'), 'top');
    expect(shapeOf(menuTree(editor))).toEqual(['Quyển biên lai', 'Trang chủ', ['Viện phí', ['Viện phí ngoại trú', 'Lịch sử thao tác']]]);
    drag(rowOf('Trang chủ'), rowOf('Viện phí ngoại trú'), 'bottom');
    expect(shapeOf(menuTree(editor))).toEqual(['Quyển biên lai', ['Viện phí', ['Viện phí ngoại trú', 'Trang chủ', 'Lịch sử thao tác']]]);
    // A group cannot go into what it holds.
    drag(rowOf('Viện phí'), rowOf('Trang chủ'), 'middle');
    expect(shapeOf(menuTree(editor))).toEqual(['Quyển biên lai', ['Viện phí', ['Viện phí ngoại trú', 'Trang chủ', 'Lịch sử thao tác']]]);

    const pages = within(editor).getByRole('list', { name: 'Các trang của hệ thống' });
    drag(within(pages).getByText('Tiếp nhận ngoại trú').closest('li')!, rowOf('Quyển biên lai'), 'bottom');
    expect(shapeOf(menuTree(editor))).toEqual(['Quyển biên lai', 'Tiếp nhận ngoại trú', ['Viện phí', ['Viện phí ngoại trú', 'Trang chủ', 'Lịch sử thao tác']]]);
    expect(within(pages).getByRole('button', { name: 'Tiếp nhận ngoại trú đã có trong menu' })).toHaveProperty('disabled', true);
  });

  it('When a new profile starts from a role, then its tree, its first facility\'s role and its permissions come from the role, and it is saved', async () => {
    const user = userEvent.setup();
    const api = createFakeProfilesApi();
    await renderScreen(api);
    await user.click(await screen.findByRole('button', { name: 'Thêm hồ sơ quyền' }));
    const editor = await screen.findByRole('region', { name: 'Thêm hồ sơ quyền' });
    await user.type(within(editor).getByRole('textbox', { name: /Tên hồ sơ/ }), 'Thu ngân cơ sở 2');
    await user.click(within(editor).getByRole('combobox', { name: 'Bắt đầu từ vai trò' }));
    await user.click(await screen.findByRole('option', { name: 'Thu ngân' }));
    await user.click(within(editor).getByRole('button', { name: 'Dùng mặc định của vai trò' }));
    await screen.findByText('Đã điền menu và quyền mặc định của vai trò Thu ngân');
    expect(callsOf(api, 'RoleDefaults')).toEqual([{ role: 'CASHIER' }]);
    expect(shapeOf(menuTree(editor))).toEqual(['Trang chủ', 'Viện phí ngoại trú', 'Quyển biên lai']);

    const pair = within(editor).getByRole('group', { name: 'Cặp cơ sở – vai trò 1' });
    expect(within(pair).getByRole('combobox', { name: 'Vai trò' }).textContent).toContain('Thu ngân');
    await user.click(within(pair).getByRole('combobox', { name: 'Cơ sở' }));
    await user.click(await screen.findByRole('option', { name: 'CS02 – Cơ sở 2' }));
    expect(within(editor).getByRole('checkbox', { name: 'Thu tiền cashier.collect' })).toHaveProperty('checked', true);
    expect(within(editor).getByRole('checkbox', { name: 'Hoàn tiền cashier.refund' })).toHaveProperty('checked', false);

    await user.click(within(editor).getByRole('button', { name: 'Thêm hồ sơ' }));
    await screen.findByText('Đã thêm hồ sơ quyền Thu ngân cơ sở 2');
    expect(callsOf(api, 'CreateProfile')).toEqual([{ input: {
      name: 'Thu ngân cơ sở 2', menu: 'tree',
      navigation: [{ path: '/trang-chu' }, { path: '/vien-phi-ngoai-tru' }, { path: '/quyen-bien-lai' }],
      nodeRoles: [{ idNode: 'n-cs02', role: 'CASHIER' }],
      permissions: [{ idNode: 'n-cs02', idPermissions: ['cashier.collect', 'cashier.books', 'reception.patient.read'] }],
    } }]);
    // Saved, it stays open as the profile it now is.
    await screen.findByRole('region', { name: 'Hồ sơ quyền Thu ngân cơ sở 2' });
  });

  it('When permissions are chosen, then they are grouped by plugin, searched, chosen a plugin at a time, and kept per facility', async () => {
    const user = userEvent.setup();
    const api = createFakeProfilesApi();
    await renderScreen(api);
    const editor = await openProfile(user, 'Thu ngân');
    const permissions = within(editor).getByRole('region', { name: 'Quyền theo cơ sở' });
    await waitFor(() => expect(within(permissions).getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Hệ thống (0/4)', 'Tiếp đón (0/2)', 'Viện phí (1/3)', 'Quản trị hệ thống (0/1)',
    ]));
    // Some of the cashier's, not all: the plugin's box shows a dash.
    expect(within(permissions).getByRole('checkbox', { name: 'Chọn tất cả quyền Viện phí' }).closest('[data-state]')?.getAttribute('data-state')).toBe('indeterminate');
    await user.click(within(permissions).getByRole('checkbox', { name: 'Chọn tất cả quyền Viện phí' }));
    expect(within(permissions).getByRole('checkbox', { name: 'Hoàn tiền cashier.refund' })).toHaveProperty('checked', true);

    await user.type(within(permissions).getByRole('textbox', { name: 'Tìm quyền theo tên hoặc mã' }), 'ho so');
    await waitFor(() => expect(within(permissions).getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual(['Hệ thống (0/2)', 'Tiếp đón (0/1)']));
    expect(within(permissions).getByRole('checkbox', { name: 'Xem hồ sơ bệnh nhân reception.patient.read' })).toBeTruthy();
    await user.click(within(permissions).getByRole('checkbox', { name: 'Xem hồ sơ quyền auth.profiles.read' }));

    // The other facility keeps its own.
    await user.click(within(permissions).getByRole('combobox', { name: 'Cơ sở đang xem' }));
    await user.click(await screen.findByRole('option', { name: 'CS02 – Cơ sở 2' }));
    await waitFor(() => expect(within(permissions).getByRole('checkbox', { name: 'Quản lý quyển biên lai cashier.books' })).toHaveProperty('checked', true));
    expect(within(permissions).getByRole('checkbox', { name: 'Hoàn tiền cashier.refund' })).toHaveProperty('checked', false);

    await user.click(within(editor).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(callsOf(api, 'UpdateProfile')).toHaveLength(1));
    expect(callsOf(api, 'UpdateProfile')[0]?.input.permissions).toEqual([
      { idNode: 'n-cs01', idPermissions: ['cashier.collect', 'cashier.refund', 'cashier.books', 'auth.profiles.read'] },
      { idNode: 'n-cs02', idPermissions: ['cashier.collect', 'cashier.books'] },
    ]);
  });

  it('When a facility is shown, then the preview lists the entries whose page the profile may open there, as the shell will', async () => {
    const user = userEvent.setup();
    await renderScreen(createFakeProfilesApi());
    const editor = await openProfile(user, 'Thu ngân');
    const preview = () => within(editor).getByRole('list', { name: 'Xem trước menu' });
    // CS01 holds cashier.collect only: no receipt books, no audit history.
    await waitFor(() => expect(shapeOf(preview())).toEqual(['Trang chủ', ['Viện phí', ['Viện phí ngoại trú']]]));
    await user.click(within(editor).getByRole('combobox', { name: 'Cơ sở đang xem' }));
    await user.click(await screen.findByRole('option', { name: 'CS02 – Cơ sở 2' }));
    await waitFor(() => expect(shapeOf(preview())).toEqual(['Trang chủ', ['Viện phí', ['Viện phí ngoại trú', 'Quyển biên lai']]]));
    within(editor).getByRole('heading', { name: 'Menu tại CS02 – Cơ sở 2' });

    // Given the permission there, the audit history shows on the right side.
    await user.click(within(editor).getByRole('checkbox', { name: 'Xem lịch sử thao tác admin.audit.read' }));
    await waitFor(() => expect(shapeOf(preview())).toEqual(['Trang chủ', ['Viện phí', ['Viện phí ngoại trú', 'Quyển biên lai']], 'Lịch sử thao tác']));
    expect(within(preview()).getByRole('listitem', { name: 'Lịch sử thao tác' }).textContent).toContain('bên phải');
  });

  it('When the server refuses, then each refusal shows next to the field it names, and nothing else changes', async () => {
    const user = userEvent.setup();
    const api = createFakeProfilesApi();
    await renderScreen(api);
    await user.click(await screen.findByRole('button', { name: 'Thêm hồ sơ quyền' }));
    const editor = await screen.findByRole('region', { name: 'Thêm hồ sơ quyền' });
    // Nothing is sent without a name, or with a pair half chosen.
    await user.click(within(editor).getByRole('button', { name: 'Thêm cơ sở' }));
    await user.click(within(editor).getByRole('button', { name: 'Thêm hồ sơ' }));
    await within(editor).findByText('Không được để trống!');
    const pair = within(editor).getByRole('group', { name: 'Cặp cơ sở – vai trò 1' });
    expect(within(pair).getByText('Hãy chọn cơ sở')).toBeTruthy();
    expect(within(pair).getByText('Hãy chọn vai trò')).toBeTruthy();
    expect(callsOf(api, 'CreateProfile')).toEqual([]);

    await user.type(within(editor).getByRole('textbox', { name: /Tên hồ sơ/ }), 'Thu ngân');
    await user.click(within(pair).getByRole('combobox', { name: 'Cơ sở' }));
    await user.click(await screen.findByRole('option', { name: 'KKB – Khoa Khám bệnh' }));
    await user.click(within(pair).getByRole('combobox', { name: 'Vai trò' }));
    await user.click(await screen.findByRole('option', { name: 'Điều dưỡng' }));
    await untilUnlocked(within(editor).getByRole('button', { name: 'Thêm hồ sơ' }));
    await user.click(within(editor).getByRole('button', { name: 'Thêm hồ sơ' }));
    const name = within(editor).getByRole('textbox', { name: /Tên hồ sơ/ });
    await within(editor).findByText('Tên hồ sơ quyền Thu ngân đã có');
    expect(name.getAttribute('aria-invalid')).toBe('true');

    await user.clear(name);
    await user.type(name, 'Điều dưỡng khoa khám');
    await untilUnlocked(within(editor).getByRole('button', { name: 'Thêm hồ sơ' }));
    await user.click(within(editor).getByRole('button', { name: 'Thêm hồ sơ' }));
    await within(pair).findByText('Đơn vị này đã tạm ngừng, vui lòng chọn đơn vị khác');
    expect(within(editor).queryByText('Tên hồ sơ quyền Thu ngân đã có')).toBeNull();

    // Without any facility, the refusal is under the pairs.
    await user.click(within(pair).getByRole('button', { name: 'Bỏ KKB – Khoa Khám bệnh – Điều dưỡng' }));
    await untilUnlocked(within(editor).getByRole('button', { name: 'Thêm hồ sơ' }));
    await user.click(within(editor).getByRole('button', { name: 'Thêm hồ sơ' }));
    const pairs = within(editor).getByRole('region', { name: 'Cơ sở và vai trò' });
    await within(pairs).findByText('Hồ sơ quyền phải có ít nhất một đơn vị kèm vai trò');
    expect(api.profiles).toHaveLength(3);
  });

  it('When a refused profile keeps a permission the server will not give, then the refusal is under the permissions', async () => {
    const user = userEvent.setup();
    const api = createFakeProfilesApi();
    api.profiles[1]!.permissions[0]!.idPermissions.push('*');
    await renderScreen(api);
    const editor = await openProfile(user, 'Thu ngân');
    const permissions = within(editor).getByRole('region', { name: 'Quyền theo cơ sở' });
    // Codes the catalogue does not list are shown apart, to be kept or taken away.
    await within(permissions).findByRole('checkbox', { name: 'Mọi quyền *' });
    await user.click(within(editor).getByRole('button', { name: 'Lưu' }));
    await within(permissions).findByText(/Toàn quyền \(\*\) chỉ thuộc hồ sơ quyền quản trị hệ thống/);
    await user.click(within(permissions).getByRole('checkbox', { name: 'Mọi quyền *' }));
    await untilUnlocked(within(editor).getByRole('button', { name: 'Lưu' }));
    await user.click(within(editor).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.profiles[1]!.permissions[0]!.idPermissions).toEqual(['cashier.collect']));
  });

  it('When another administrator changes a profile, then the list shows it', async () => {
    const appEvents = createAppEventSource();
    const api = createFakeProfilesApi();
    await renderScreen(api, { appEvents });
    await screen.findByRole('table', { name: '3 hồ sơ quyền' });
    api.profiles.push({ ...api.profiles[2]!, _id: 'p-new', name: 'Điều dưỡng', isLocked: false });
    appEvents.emit({ module: 'HeThong', process: 'createProfile', idNodes: ['n-cs01'], data: { _id: 'p-new' } });
    await screen.findByRole('table', { name: '4 hồ sơ quyền' });
  });

  it('When the administrator locks a profile, then it is asked first, then locked, and the list says so; their own cannot be', async () => {
    const user = userEvent.setup();
    const api = createFakeProfilesApi();
    await renderScreen(api);
    const editor = await openProfile(user, 'Thu ngân');
    await user.click(within(editor).getByRole('button', { name: 'Khoá hồ sơ' }));
    const question = await screen.findByRole('alertdialog', { name: 'Khoá hồ sơ quyền Thu ngân?' });
    expect(question.textContent).toContain('bị từ chối ngay');
    await user.click(within(question).getByRole('button', { name: 'Khoá hồ sơ' }));
    await screen.findByText('Đã khoá hồ sơ quyền Thu ngân');
    expect(callsOf(api, 'LockProfile')).toEqual([{ _id: 'p-tn', isLocked: true }]);
    await within(editor).findByRole('button', { name: 'Mở khoá hồ sơ' });
    await user.click(within(editor).getByRole('button', { name: 'Về danh sách' }));
    const row = within(await screen.findByRole('table', { name: '3 hồ sơ quyền' })).getByRole('button', { name: 'Mở hồ sơ quyền Thu ngân' }).closest('tr')!;
    await waitFor(() => expect(row.textContent).toContain('Đã khoá'));

    const own = await openProfile(user, 'Quản trị hệ thống');
    await user.click(within(own).getByRole('button', { name: 'Khoá hồ sơ' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Khoá hồ sơ quyền Quản trị hệ thống?' })).getByRole('button', { name: 'Khoá hồ sơ' }));
    await screen.findByText('Không thể khoá hồ sơ quyền bạn đang dùng');
    expect(api.profiles[0]!.isLocked).toBe(false);
  });

  it('When the reader may not manage profiles, then everything shows and nothing can be changed, in English too', async () => {
    const user = userEvent.setup();
    await renderScreen(createFakeProfilesApi(), { canManage: false, language: 'en' });
    expect(screen.queryByRole('button', { name: 'Add a profile' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Open the profile Thu ngân' }));
    const editor = await screen.findByRole('region', { name: 'Profile Thu ngân' });
    await waitFor(() => expect(shapeOf(within(editor).getByRole('list', { name: 'The profile\'s menu' }))).toEqual(['Home', ['Viện phí', ['Outpatient fees', 'Receipt books']], 'Audit history']));
    expect(within(editor).queryByRole('button', { name: /^Move / })).toBeNull();
    expect(within(editor).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(editor).queryByRole('button', { name: 'Lock the profile' })).toBeNull();
    expect(within(editor).getByRole('textbox', { name: /Profile name/ })).toHaveProperty('disabled', true);
    expect(within(editor).getByRole('checkbox', { name: 'Thu tiền cashier.collect' }));
  });
});
