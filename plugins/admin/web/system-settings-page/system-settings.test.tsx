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
};

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

async function renderScreen(client: Client, props: { block?: SettingBlock; canEdit?: boolean; onBlockChange?: (block: SettingBlock) => void } = {}) {
  return renderAdmin(<SystemSettings block={props.block ?? 'his'} canEdit={props.canEdit ?? true} onBlockChange={props.onBlockChange ?? (() => {})} />, client);
}

describe('system settings', () => {
  it('When the administrator turns off hospital fee prices and saves, then only that flag is sent and the block reads as saved', async () => {
    const user = userEvent.setup();
    const saves: Record<string, unknown>[] = [];
    let current = stored;
    const client = createMockClient({
      GetSetting: () => ({ getSetting: current }),
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
      GetSetting: () => ({ data: { getSetting: stored } }),
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
      GetSetting: () => ({ data: { getSetting: stored } }),
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
    const client = createMockClient({ GetSetting: () => ({ getSetting: { ...stored, print: { soBanIn: 2 } } }) });
    await renderScreen(client, { block: 'print' });
    const panel = await screen.findByRole('form', { name: 'Mẫu in' });
    const copies = within(panel).getByRole('textbox', { name: /soBanIn/ });
    await user.clear(copies);
    await user.type(copies, 'hai');
    await user.click(within(panel).getByRole('button', { name: 'Lưu' }));
    expect(await within(panel).findByText('Vui lòng nhập một số')).toBeTruthy();
  });

  it('When a profile may only read, then the values are shown without a way to change them', async () => {
    await renderScreen(createMockClient({ GetSetting: () => ({ getSetting: stored }) }), { canEdit: false });
    const panel = await screen.findByRole('form', { name: 'Cấu hình HIS' });
    expect(screen.getByText(/Bạn chỉ có quyền xem/)).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Lưu' })).toBeNull();
    expect(within(panel).getByRole('textbox', { name: /Mã loại giá mặc định/ })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('form', { name: 'Thêm cấu hình' })).toBeNull();
  });

  it('When another tab is chosen, then the path is asked to follow', async () => {
    const user = userEvent.setup();
    const onBlockChange = vi.fn();
    await renderScreen(createMockClient({ GetSetting: () => ({ getSetting: stored }) }), { onBlockChange });
    await user.click(await screen.findByRole('tab', { name: 'Mẫu in' }));
    expect(onBlockChange).toHaveBeenCalledWith('print');
  });

  it('When a template name is added to the empty print block, then it is saved as a new key', async () => {
    const user = userEvent.setup();
    const saves: Record<string, unknown>[] = [];
    const client = createMockClient({
      GetSetting: () => ({ getSetting: stored }),
      UpdateSettingType: (variables) => {
        saves.push(variables);
        return { updateSettingType: stored };
      },
    });
    await renderScreen(client, { block: 'print' });
    const panel = await screen.findByRole('form', { name: 'Mẫu in' });
    expect(within(panel).getByText('Nhóm này chưa có cấu hình nào.')).toBeTruthy();
    const adding = screen.getByRole('form', { name: 'Thêm cấu hình' });
    await user.type(within(adding).getByRole('textbox', { name: 'Tên cấu hình' }), 'mau toa');
    await user.click(within(adding).getByRole('button', { name: 'Thêm' }));
    expect(await within(adding).findByText(/Chỉ gồm chữ không dấu/)).toBeTruthy();
    await user.clear(within(adding).getByRole('textbox', { name: 'Tên cấu hình' }));
    await user.type(within(adding).getByRole('textbox', { name: 'Tên cấu hình' }), 'mauToaThuoc');
    await user.click(within(adding).getByRole('button', { name: 'Thêm' }));
    await user.type(await within(panel).findByRole('textbox', { name: /mauToaThuoc/ }), 'MAU_TOA_IN_2');
    await user.click(within(panel).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(saves).toEqual([{ type: 'print', input: { mauToaThuoc: 'MAU_TOA_IN_2' } }]));
  });
});
