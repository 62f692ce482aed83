// @vitest-environment happy-dom
// The service dialog inherits the kit's refused-save behaviour: the user is taken to the first invalid field on
// screen, a search picker included, and to the field the server names.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'urql';
import { coreMessages } from '@his/sdk';
import { CatalogueEditDialog, type CatalogueRowData } from '@his/sdk/catalogue-screens';
import { createMockClient, MockRefusal, type MockAnswers } from '@his/sdk/testing';
import type { AnyCatalogue } from '@his/sdk';
import { uiLocales } from '@his/sdk/ui';
import { createI18n } from '@his/sdk/web';
import { dichVu, nhomDichVu } from '../../rules/services';

let scrolled: MockInstance<(arg?: boolean | ScrollIntoViewOptions) => void>;
beforeEach(() => {
  // happy-dom lays nothing out; the spy records where the form asked the browser to scroll.
  Element.prototype.scrollIntoView ??= () => undefined;
  scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
});
// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  scrolled.mockRestore();
});

const ROW: CatalogueRowData = { _id: 'dv-kb-noi', TamNgung: false, NhomDichVu_Id: null, GiaTriChuan_Ids: [], DichVuKemTheo_Ids: [], MaDichVu: 'KB-NOI', TenDichVu: 'Khám Nội' };
const known = new Map<string, AnyCatalogue>([[nhomDichVu.name, nhomDichVu], [dichVu.name, dichVu]]);

async function openDialog(row: CatalogueRowData | null, answers: MockAnswers = {}) {
  const i18n = await createI18n('vi', { core: coreMessages, ui: uiLocales });
  render(
    <I18nextProvider i18n={i18n}>
      <Provider value={createMockClient(answers)}>
        <CatalogueEditDialog descriptor={dichVu} known={known} row={row} open onClose={() => {}} onSaved={() => {}} />
      </Provider>
    </I18nextProvider>,
  );
  return screen.findByRole('button', { name: 'Lưu' });
}

describe('a refused save in the service dialog', () => {
  it('When an empty new service is saved / Then the service group picker, first on screen, has the focus and is scrolled to', async () => {
    const user = userEvent.setup();
    await user.click(await openDialog(null));

    const group = screen.getByRole('combobox', { name: /Nhóm dịch vụ/ });
    await waitFor(() => expect(document.activeElement).toBe(group));
    expect(scrolled.mock.contexts.at(-1)).toBe(group);
  });

  it('When the server refuses the name / Then the name box has the focus and is scrolled to', async () => {
    const user = userEvent.setup();
    const save = await openDialog({ ...ROW, NhomDichVu_Id: 'ndv-kham' }, {
      // The picker shows the chosen group by its code and name.
      searchDM_NhomDichVu: () => ({ searchDM_NhomDichVu: [{ _id: 'ndv-kham', MaNhomDichVu: 'KHAM', TenNhomDichVu: 'Khám bệnh', TamNgung: false }] }),
      updateDM_DichVu: () => {
        throw new MockRefusal('validation.required', 'TenDichVu');
      },
    });
    await user.click(save);

    const name = screen.getByRole('textbox', { name: /Tên dịch vụ/ });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(scrolled.mock.contexts.at(-1)).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });
});
