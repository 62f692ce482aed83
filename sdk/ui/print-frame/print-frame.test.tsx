// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "enableIframePageLoading": true } }
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n';
import { pageStyle } from './paper';
import { PrintFrame, type PrintFrameHandle } from './print-frame';

function frameNamed(name: string): HTMLIFrameElement {
  return screen.getByTitle(name) as HTMLIFrameElement;
}

describe('PrintFrame', () => {
  it('renders the document inside its own frame, on the chosen paper, apart from the page', async () => {
    await renderWithI18n(
      <PrintFrame title="Phiếu thu 000123" paper="A5">
        <h1>PHIẾU THU</h1>
      </PrintFrame>,
    );
    const frame = frameNamed('Phiếu thu 000123');
    await waitFor(() => expect(frame.contentDocument?.body.textContent).toContain('PHIẾU THU'));
    expect(document.body.querySelector('h1')).toBeNull();
    expect(frame.contentDocument?.title).toBe('Phiếu thu 000123');
    // The paper goes in through the CSSOM, which the app's CSP allows, never as a <style> element, which it refuses.
    const adopted = [...frame.contentDocument!.adoptedStyleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
    // The test DOM drops @page rules; the A5 sheet's width (148 mm) shows the paper was applied.
    expect(adopted).toMatch(/width: 148mm/);
    expect(frame.contentDocument!.querySelectorAll('style')).toHaveLength(0);
  });

  it('prints only the frame when the user presses Print, and from a screen shortcut through its handle', async () => {
    const user = userEvent.setup();
    const handle = createRef<PrintFrameHandle>();
    await renderWithI18n(
      <PrintFrame title="Đơn thuốc" paper="A5" ref={handle}>
        <p>Paracetamol 500mg</p>
      </PrintFrame>,
      'en',
    );
    const frame = frameNamed('Đơn thuốc');
    // The test DOM's windows have no print(): the frame's is given one, the page's is watched.
    const printFrame = vi.fn();
    Object.assign(frame.contentWindow!, { print: printFrame });
    const printPage = vi.fn();
    Object.assign(window, { print: printPage });
    await user.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(printFrame).toHaveBeenCalledTimes(1));
    await handle.current!.print();
    expect(printFrame).toHaveBeenCalledTimes(2);
    expect(printPage).not.toHaveBeenCalled();
  });

  it('sets a roll width for the thermal ticket printer and swaps sides for landscape', () => {
    expect(pageStyle('K80', 'portrait')).toContain('size: 80mm auto');
    expect(pageStyle('A4', 'landscape')).toContain('size: A4 landscape');
    expect(pageStyle('A4', 'landscape')).toContain('width: 297mm');
  });
});
