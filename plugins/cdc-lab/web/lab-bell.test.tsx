// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { coreMessages } from '@his/sdk';
import { uiLocales } from '@his/sdk/ui';
import { AppEventsContext, createAppEventSource, createI18n, SessionContext, type HisSession } from '@his/sdk/web';
import vi from '../locales/vi.json';
import en from '../locales/en.json';
import LabBell from './lab-bell';

afterEach(() => cleanup());

function session(positionCode: string | null): HisSession {
  return {
    user: { _id: 'u', username: 'vanthu', employee: { TenNhanVien: 'Đặng Thu Lan', ChucVu: positionCode ? { MaChucVu: positionCode, TenChucVu: '' } : null } },
    profile: { _id: 'p', name: 'Văn thư', menu: 'tree' },
    currentNode: { _id: 'n', code: 'CS01', name: 'CDC', category: 'HOSPITAL' }, nodes: [], profiles: [], permissions: [], navigation: [],
  };
}

async function renderBell(positionCode: string | null) {
  const events = createAppEventSource();
  const i18n = await createI18n('vi', { core: coreMessages, ui: uiLocales, 'cdc-lab': { vi, en } });
  render(
    <I18nextProvider i18n={i18n}>
      <SessionContext.Provider value={session(positionCode)}>
        <AppEventsContext.Provider value={events}>
          <LabBell />
        </AppEventsContext.Provider>
      </SessionContext.Provider>
    </I18nextProvider>,
  );
  const emit = (module: string, process: string) => act(() => events.emit({ module, process, idNodes: ['n'], data: null }));
  return { emit };
}

describe('the laboratory bell', () => {
  it('counts for the clerk the issued, unsigned samples only, and lists them when opened', async () => {
    const { emit } = await renderBell('NVVT');
    expect(screen.getByRole('button', { name: 'Mẫu chờ xử lý' })).toBeTruthy();
    emit('CDC', 'BanHanhChuaKy');
    emit('CDC', 'YeuCauBanHanh');
    emit('TiepNhan', 'BanHanhChuaKy');
    emit('CDC', 'BanHanhChuaKy');
    const bell = screen.getByRole('button', { name: 'Mẫu chờ xử lý (2 mới)' });
    act(() => bell.click());
    const dialog = await screen.findByRole('dialog', { name: 'Mẫu chờ xử lý' });
    expect(dialog.textContent?.match(/Có mẫu đã ban hành nhưng chưa ký/g)).toHaveLength(2);
    // Opened, the bell counts nothing new (the dialog hides the page behind it from the accessibility tree).
    expect(screen.getByRole('button', { name: 'Mẫu chờ xử lý', hidden: true })).toBeTruthy();
  });

  it('counts for a director the samples awaiting issue', async () => {
    const { emit } = await renderBell('GĐ');
    emit('CDC', 'YeuCauBanHanh');
    emit('CDC', 'BanHanhChuaKy');
    expect(screen.getByRole('button', { name: 'Mẫu chờ xử lý (1 mới)' })).toBeTruthy();
  });

  it('is not shown to other staff', async () => {
    const { emit } = await renderBell('KTV');
    emit('CDC', 'YeuCauBanHanh');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
