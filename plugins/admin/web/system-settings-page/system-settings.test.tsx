// @vitest-environment happy-dom
// The settings screen as an administrator uses it: change a flag, save, read the server's refusal.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Client, CombinedError, type OperationResult } from 'urql';
import { filter, fromValue, mergeMap, pipe } from 'wonka';
import { createMockClient } from '@his/sdk/testing';
import { renderAdmin } from '../testing/render-admin';
import { SystemSettings } from './system-settings';
import type { SettingBlock } from './setting-values';

const stored = {
  defaultLanguage: 'vi',
  isShowIconLanguage: true,
  his: { isCoGiaVienPhi: true, maLoaiGiaMacDinh: 'BaoHiemYTe', maDoiTuongMacDinh: 'BaoHiemYTe' },
  print: {},
  smartPharma: {},
  secretsSet: ['his.congBHYT_MatKhau'],
};

const declare = (block: string, key: string, kind: string, labelVi: string, secret = false) => ({ block, key, kind, labelVi, labelEn: key, secret, choices: null });

/** What the server declares, as the screen receives it with the values. */
const declarations = [
  { ...declare('general', 'defaultLanguage', 'text', 'Ngôn ngữ mặc định'), choices: ['vi', 'en'] },
  declare('general', 'isShowIconLanguage', 'boolean', 'Cho phép đổi ngôn ngữ'),
  declare('his', 'isCoGiaVienPhi', 'boolean', 'Có giá viện phí'),
  declare('his', 'maLoaiGiaMacDinh', 'text', 'Mã loại giá mặc định'),
  declare('his', 'maDoiTuongMacDinh', 'text', 'Mã đối tượng mặc định'),
  declare('his', 'congBHYT_MatKhau', 'text', 'Cổng BHYT: mật khẩu', true),
  declare('his', 'hoaDonDienTu_MatKhau', 'text', 'Hóa đơn điện tử: mật khẩu', true),
  declare('print', 'soBanIn', 'number', 'Số bản in'),
];

const answer = (getSetting: unknown) => ({ getSetting, settingDeclarations: declarations });

type Answer = (variables: Record<string, unknown>) => { data: unknown } | { errors: { message: string; extensions: Record<string, unknown> }[] };

/**
 * Like the SDK's mock client, and also able to answer with GraphQL errors (a refused save); an operation it
 * has no answer for throws.
 */
function scriptedClient(answers: Record<string, Answer>): Client {
  return new Client({
    url: 'http://mock.invalid/graphqlhis',
    exchanges: [
      () => (operations$) =>
        pipe(
          operations$,
          filter((operation) => operation.kind !== 'teardown'),
          mergeMap((operation) => {
            const name = operation.query.definitions.find((definition) => definition.kind === 'OperationDefinition')?.name?.value ?? '';
            const answer = answers[name];
            if (!answer) throw new Error(`No answer for the operation "${name}"`);
            const result = answer(operation.variables as Record<string, unknown>);
            return fromValue(
              ('errors' in result
                ? { operation, error: new CombinedError({ graphQLErrors: result.errors }), stale: false, hasNext: false }
                : { operation, data: result.data, stale: false, hasNext: false }) as OperationResult,
            );
          }),
        ),
    ],
  });
}

async function renderScreen(client: Client, props: { block?: SettingBlock; canEdit?: boolean; canManageSecrets?: boolean; onBlockChange?: (block: SettingBlock) => void } = {}) {
  return renderAdmin(
    <SystemSettings block={props.block ?? 'his'} canEdit={props.canEdit ?? true} canManageSecrets={props.canManageSecrets ?? true} onBlockChange={props.onBlockChange ?? (() => {})} />,
    client,
  );
}

describe('system settings', () => {
  it('When the administrator turns off hospital fee prices and saves, then only that flag is sent and the block reads as saved', async () => {
    const user = userEvent.setup();
    const saves: Record<string, unknown>[] = [];
    let current = stored;
    const client = createMockClient({
      GetSetting: () => answer(current),
      UpdateSettingType: (variables) => {
        saves.push(variables);
        current = { ...current, his: { ...current.his, ...(variables.input as object) } };
        return { updateSettingType: current };
      },
    });
    await renderScreen(client);
    const panel = await screen.findByRole('form', { name: 'Cấu hình HIS' });
    const save = within(panel).getByRole('button', { name: 'Lưu' });
    expect(save).toHaveProperty('disabled', true);
    expect(within(panel).getByRole('textbox', { name: /Mã loại giá mặc định/ })).toHaveProperty('value', 'BaoHiemYTe');

    await user.click(within(panel).getByRole('switch', { name: /Có giá viện phí/ }));
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    await user.click(save);

    await screen.findByText('Đã lưu Cấu hình HIS');
    expect(saves).toEqual([{ type: 'his', input: { isCoGiaVienPhi: false } }]);
    await waitFor(() => expect(within(screen.getByRole('form', { name: 'Cấu hình HIS' })).getByRole('switch', { name: /Có giá viện phí/ })).toHaveProperty('checked', false));
  });

  it('When the server refuses the save, then its own message is shown', async () => {
    const user = userEvent.setup();
    const client = scriptedClient({
      GetSetting: () => ({ data: answer(stored) }),
      UpdateSettingType: () => ({
        errors: [{ message: 'Bạn không có quyền thực hiện thao tác này, vui lòng liên hệ quản trị để được cấp quyền', extensions: { code: 'FORBIDDEN', messageKey: 'auth.forbidden' } }],
      }),
    });
    await renderScreen(client);
    const panel = await screen.findByRole('form', { name: 'Cấu hình HIS' });
    const code = within(panel).getByRole('textbox', { name: /Mã đối tượng mặc định/ });
    await user.clear(code);
    await user.type(code, 'VienPhi');
    await user.click(within(panel).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText(/Bạn không có quyền thực hiện thao tác này/)).toBeTruthy();
    expect(code).toHaveProperty('value', 'VienPhi');
  });

  function refusing(field: string, message: string) {
    return scriptedClient({
      GetSetting: () => ({ data: answer(stored) }),
      UpdateSettingType: () => ({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', messageKey: 'validation.required', field } }] }),
    });
  }

  it('When the server names a text field, then its message stands under that field', async () => {
    const user = userEvent.setup();
    await renderScreen(refusing('maLoaiGiaMacDinh', 'Mã loại giá mặc định: Không được để trống!'));
    const panel = await screen.findByRole('form', { name: 'Cấu hình HIS' });
    const code = within(panel).getByRole('textbox', { name: /Mã loại giá mặc định/ });
    await user.clear(code);
    await user.click(within(panel).getByRole('button', { name: 'Lưu' }));
    expect(await within(panel).findByText('Không được để trống!')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Mã loại giá mặc định: Không được để trống!')).toBeNull();
  });

  it('When the server names a switch, which has no place for a message, then the message is a notice', async () => {
    const user = userEvent.setup();
    await renderScreen(refusing('isCoGiaVienPhi', 'Có giá viện phí: Không được để trống!'));
    const panel = await screen.findByRole('form', { name: 'Cấu hình HIS' });
    await user.click(within(panel).getByRole('switch', { name: /Có giá viện phí/ }));
    await user.click(within(panel).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Có giá viện phí: Không được để trống!')).toBeTruthy();
  });

  it('When a number box holds words, then nothing is sent and the box says why', async () => {
    const user = userEvent.setup();
    const client = createMockClient({ GetSetting: () => answer({ ...stored, print: { soBanIn: 2 } }) });
    await renderScreen(client, { block: 'print' });
    const panel = await screen.findByRole('form', { name: 'Mẫu in' });
    const copies = within(panel).getByRole('textbox', { name: /Số bản in/ });
    await user.clear(copies);
    await user.type(copies, 'hai');
    await user.click(within(panel).getByRole('button', { name: 'Lưu' }));
    expect(await within(panel).findByText('Vui lòng nhập một số')).toBeTruthy();
  });

  it('When a profile may only read, then the values are shown without a way to change them', async () => {
    await renderScreen(createMockClient({ GetSetting: () => answer(stored) }), { canEdit: false, canManageSecrets: false });
    const panel = await screen.findByRole('form', { name: 'Cấu hình HIS' });
    expect(screen.getByText(/Bạn chỉ có quyền xem/)).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Lưu' })).toBeNull();
    expect(within(panel).getByRole('textbox', { name: /Mã loại giá mặc định/ })).toHaveProperty('disabled', true);
  });

  it('When the administrator reads a block, then each setting shows its label and never its key', async () => {
    await renderScreen(createMockClient({ GetSetting: () => answer(stored) }));
    const panel = await screen.findByRole('form', { name: 'Cấu hình HIS' });
    expect(within(panel).getByText('Có giá viện phí')).toBeTruthy();
    for (const key of ['isCoGiaVienPhi', 'maLoaiGiaMacDinh', 'maDoiTuongMacDinh', 'congBHYT_MatKhau']) expect(panel.textContent).not.toContain(key);
  });

  it('When another tab is chosen, then the path is asked to follow', async () => {
    const user = userEvent.setup();
    const onBlockChange = vi.fn();
    await renderScreen(createMockClient({ GetSetting: () => answer(stored) }), { onBlockChange });
    await user.click(await screen.findByRole('tab', { name: 'Mẫu in' }));
    expect(onBlockChange).toHaveBeenCalledWith('print');
  });

  it('When a secret is set, then its box is empty and says so, and what is typed in is sent to replace it', async () => {
    const user = userEvent.setup();
    const saves: Record<string, unknown>[] = [];
    const client = createMockClient({
      GetSetting: () => answer(stored),
      UpdateSettingType: (variables) => {
        saves.push(variables);
        return { updateSettingType: stored };
      },
    });
    await renderScreen(client);
    const panel = await screen.findByRole('form', { name: 'Cấu hình HIS' });
    const portal = panel.querySelector<HTMLInputElement>('input[name="congBHYT_MatKhau"]')!;
    const invoice = panel.querySelector<HTMLInputElement>('input[name="hoaDonDienTu_MatKhau"]')!;
    expect(portal.type).toBe('password');
    expect(portal.value).toBe('');
    expect(within(panel).getByText(/Đã đặt\./)).toBeTruthy();
    expect(within(panel).getByText(/Chưa đặt\./)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Lưu' })).toHaveProperty('disabled', true);
    await user.type(invoice, 'HoaDon@2025');
    await user.click(within(panel).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(saves).toEqual([{ type: 'his', input: { hoaDonDienTu_MatKhau: 'HoaDon@2025' } }]));
  });

  it('When a profile may edit settings but not manage secrets, then the secrets cannot be replaced', async () => {
    await renderScreen(createMockClient({ GetSetting: () => answer(stored) }), { canManageSecrets: false });
    const panel = await screen.findByRole('form', { name: 'Cấu hình HIS' });
    expect(panel.querySelector<HTMLInputElement>('input[name="congBHYT_MatKhau"]')!.disabled).toBe(true);
    expect(within(panel).getByRole('textbox', { name: /Mã loại giá mặc định/ })).toHaveProperty('disabled', false);
    expect(within(panel).getAllByText(/Cần quyền "Quản lý thông tin bí mật của cấu hình"/)).toHaveLength(2);
  });

  it('When a block has no declared setting, then it says so and offers no way to add one', async () => {
    await renderScreen(createMockClient({ GetSetting: () => answer(stored) }), { block: 'smartPharma' });
    const panel = await screen.findByRole('form', { name: 'SmartPharma' });
    expect(within(panel).getByText('Nhóm này chưa có cấu hình nào.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Lưu' })).toBeNull();
    expect(within(panel).queryByRole('textbox')).toBeNull();
  });
});
