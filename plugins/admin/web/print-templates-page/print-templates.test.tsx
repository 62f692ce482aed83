// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "enableIframePageLoading": true } }
// The print templates screen as an administrator uses it: open a template, see its preview on its paper, preview an
// edit, save it as a version and restore an earlier one; without the write right it is read-only.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockClient, type MockCall } from '@his/sdk/testing';
import { renderPrintTemplate } from '@his/sdk/print-template';
import { renderAdmin } from '../testing/render-admin';
import { PrintTemplates } from './print-templates';

const DEFAULT_BODY = '<style>.t { color: #000 }</style><p class="t">{{name}} {{#money}}{{total}}{{/money}}</p>';
const SAMPLE = { name: 'Bảng giá <2026>', total: 46200 };
const AT = Date.UTC(2026, 0, 2, 3, 0);

// Versions kept as the server would; any other operation fails the test.
function templateServer(calls: MockCall[]) {
  const versions: { version: number; body: string; restoredFrom: number | null }[] = [];
  const detail = () => {
    const current = versions[versions.length - 1];
    return {
      key: 'pricing.priceList', name: 'Bảng giá dịch vụ', paper: 'A4', version: current?.version ?? 0, body: current?.body ?? DEFAULT_BODY,
      versions: [...versions].reverse().map(({ version, restoredFrom }) => ({ version, restoredFrom, createdBy: 'admin', createdAt: AT })),
    };
  };
  const append = (body: string, restoredFrom: number | null) => versions.push({ version: versions.length + 1, body, restoredFrom });
  return createMockClient({
    PrintTemplates: () => ({ printTemplates: [{ key: 'pricing.priceList', name: 'Bảng giá dịch vụ', paper: 'A4', version: 0 }] }),
    PrintTemplate: () => ({ printTemplate: detail() }),
    RenderPrintTemplate: (variables) => ({ renderPrintTemplate: { html: renderPrintTemplate(variables.body ?? detail().body, SAMPLE), paper: 'A4' } }),
    SavePrintTemplate: (variables) => {
      append(variables.body, null);
      return { savePrintTemplate: detail() };
    },
    RestorePrintTemplateVersion: (variables) => {
      append(versions.find((each) => each.version === variables.version)!.body, variables.version);
      return { restorePrintTemplateVersion: detail() };
    },
  }, { url: '/graphqltemplate', calls });
}

function previewText(): string | undefined {
  return (screen.getByTitle('Bảng giá dịch vụ') as HTMLIFrameElement).contentDocument?.body.textContent ?? undefined;
}

describe('PrintTemplates', () => {
  it('previews a template with sample data on its paper, saves an edit as a version and restores the first', async () => {
    const user = userEvent.setup();
    const calls: MockCall[] = [];
    await renderAdmin(<PrintTemplates canEdit />, templateServer(calls));
    await user.click(await screen.findByRole('button', { name: 'Bảng giá dịch vụ' }));

    await waitFor(() => expect(previewText()).toContain('Bảng giá <2026> 46,200'));
    const frame = screen.getByTitle('Bảng giá dịch vụ') as HTMLIFrameElement;
    expect(frame.style.width).toBe('210mm');
    // The template's style element never reaches the frame's markup: its rules go in through the CSSOM.
    expect(frame.contentDocument!.body.querySelector('style')).toBeNull();
    expect(frame.contentDocument!.querySelector<HTMLElement>('[data-printed-html]')!.style.fontFamily).toContain('Be Vietnam Pro');
    expect(screen.getByText('Cơ sở đang in theo mẫu mặc định của phần mềm')).toBeTruthy();

    const body = screen.getByRole('textbox', { name: 'Nội dung mẫu in' });
    await user.clear(body);
    await user.type(body, 'Mới: {{{{name}}');
    await user.click(screen.getByRole('button', { name: 'Xem trước' }));
    await waitFor(() => expect(previewText()).toContain('Mới: Bảng giá <2026>'));
    expect(calls.filter((call) => call.name === 'RenderPrintTemplate').at(-1)!.variables.body).toBe('Mới: {{name}}');

    await user.click(screen.getByRole('button', { name: 'Lưu thành phiên bản mới' }));
    await waitFor(() => expect(screen.getByText('Cơ sở đang in theo phiên bản 1')).toBeTruthy());
    expect(calls.find((call) => call.name === 'SavePrintTemplate')!.variables).toEqual({ key: 'pricing.priceList', body: 'Mới: {{name}}' });

    await user.clear(body);
    await user.type(body, 'Thứ hai');
    // The kit keeps a button locked for a second after its work, against double submits.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await user.click(screen.getByRole('button', { name: 'Lưu thành phiên bản mới' }));
    await waitFor(() => expect(screen.getByText('Cơ sở đang in theo phiên bản 2')).toBeTruthy());
    await user.click(await screen.findByRole('button', { name: 'Khôi phục phiên bản 1' }));
    await waitFor(() => expect(screen.getByText('Cơ sở đang in theo phiên bản 3')).toBeTruthy());
    expect((screen.getByRole('textbox', { name: 'Nội dung mẫu in' }) as HTMLTextAreaElement).value).toBe('Mới: {{name}}');
    expect(screen.getByText(/Phiên bản 3 \(khôi phục bản 1\), admin lưu lúc 02\/01\/2026/)).toBeTruthy();
  });

  it('shows the template read-only to a reader without the write right', async () => {
    const user = userEvent.setup();
    await renderAdmin(<PrintTemplates canEdit={false} />, templateServer([]), 'en');
    await user.click(await screen.findByRole('button', { name: 'Bảng giá dịch vụ' }));
    const body = await screen.findByRole('textbox', { name: 'Template content' });
    expect((body as HTMLTextAreaElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save as new version' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull();
  });
});
