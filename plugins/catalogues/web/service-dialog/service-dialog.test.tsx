// @vitest-environment happy-dom
// The service dialog as a catalogue clerk types prices into it: a price the box cannot take is refused under it, never saved.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'urql';
import { coreMessages } from '@his/sdk';
import { CatalogueEditDialog, type CatalogueRowData } from '@his/sdk/catalogue-screens';
import { createMockClient, type MockCall } from '@his/sdk/testing';
import { uiLocales } from '@his/sdk/ui';
import { createI18n } from '@his/sdk/web';
import { dichVu } from '../../rules/services';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

const ROW: CatalogueRowData = { _id: 'dv-kb-noi', TamNgung: false, NhomDichVu_Id: 'ndv-kham', GiaTriChuan_Ids: [], DichVuKemTheo_Ids: [], MaDichVu: 'KB-NOI', TenDichVu: 'Khám Nội', GiaDichVu: 45_500 };

async function openDialog(calls: MockCall[]) {
  const saved: CatalogueRowData[] = [];
  // Any save reaching the client is recorded; the mock answers the update with the row as sent.
  const client = createMockClient({ updateDM_DichVu: (variables) => ({ updateDM_DichVu: { ...ROW, ...variables.input } }) }, { calls });
  const i18n = await createI18n('vi', { core: coreMessages, ui: uiLocales });
  render(
    <I18nextProvider i18n={i18n}>
      <Provider value={client}>
        <CatalogueEditDialog descriptor={dichVu} known={new Map()} row={ROW} open onClose={() => {}} onSaved={(row) => saved.push(row)} />
      </Provider>
    </I18nextProvider>,
  );
  return saved;
}

describe('the service dialog', () => {
  it.each([
    ['-5', 'Không được nhập số âm'],
    ['abc', 'Chỉ cho phép nhập số'],
    ['1.5.5', 'Chỉ cho phép nhập số'],
    ['-12a3.4', 'Chỉ cho phép nhập số'],
  ])('When "%s" is typed as the service price and saved / Then it stays as typed, is refused under the box, and nothing is saved', async (typed, message) => {
    const user = userEvent.setup();
    const calls: MockCall[] = [];
    const saved = await openDialog(calls);
    const price = (await screen.findByRole('textbox', { name: 'Giá dịch vụ' })) as HTMLInputElement;
    expect(price.value).toBe('45,500');
    await user.clear(price);
    await user.type(price, typed);
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(price.value).toBe(typed);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
    expect(saved).toEqual([]);
  });

  it('When a price is typed as 1250000 and saved / Then the server gets 1250000 đồng', async () => {
    const user = userEvent.setup();
    const calls: MockCall[] = [];
    await openDialog(calls);
    const price = (await screen.findByRole('textbox', { name: 'Giá dịch vụ' })) as HTMLInputElement;
    await user.clear(price);
    await user.type(price, '1250000');
    expect(price.value).toBe('1,250,000');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await screen.findByRole('button', { name: 'Lưu' });
    await expect.poll(() => calls.map((call) => call.variables.input?.GiaDichVu)).toEqual([1_250_000]);
  });
});
