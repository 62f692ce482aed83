// @vitest-environment happy-dom
// Printed HTML is shown as a document, never run: what a provider's page or an unescaped value could carry (scripts,
// frames, event handlers, script links) is taken out before the markup reaches the page; the words and drawings stay.
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../testing/render-with-i18n';
import { PrintedHtml } from './printed-html';

async function printed(html: string): Promise<HTMLElement> {
  const { container } = await renderWithI18n(<PrintedHtml html={html} />);
  return container.querySelector<HTMLElement>('[data-printed-html]')!;
}

describe('PrintedHtml', () => {
  it.each([
    ['an image with an error handler', '<p>Họ tên: Trần Văn A</p><img src="x" onerror="alert(1)">'],
    ['an svg with a load handler', '<p>Họ tên: Trần Văn A</p><svg onload="alert(1)"><path d="M0 0"/></svg>'],
    ['a handler in upper case on a table cell', '<table><tr><td ONMOUSEOVER="alert(1)">Họ tên: Trần Văn A</td></tr></table>'],
  ])('drops the handler of %s and keeps the element', async (_case, html) => {
    const document = await printed(html);
    expect(document.textContent).toContain('Họ tên: Trần Văn A');
    expect([...document.querySelectorAll('*')].flatMap((element) => [...element.attributes].map((attribute) => attribute.name)).filter((name) => /^on/i.test(name))).toEqual([]);
  });

  it('takes out scripts, frames, embedded objects, base and meta elements', async () => {
    const document = await printed(`<p>Kết luận</p><script>alert(1)</script><iframe srcdoc="<script>alert(1)</script>"></iframe><object data="x.swf"></object>
      <embed src="x.swf"><base href="https://example.com/"><meta http-equiv="refresh" content="0;url=https://example.com"><svg><set attributeName="href" to="javascript:alert(1)"/></svg>`);
    expect(document.querySelectorAll('script, iframe, object, embed, base, meta, set')).toHaveLength(0);
    expect(document.textContent).toContain('Kết luận');
  });

  it('drops script links, however their scheme is written, and keeps the links and images of files', async () => {
    const document = await printed(`<a id="plain" href="javascript:alert(1)">a</a><a id="spaced" href=" java&#x09;script:alert(1)">b</a>
      <a id="vb" href="VBScript:msgbox(1)">c</a><img id="html" src="data:text/html;base64,PHNjcmlwdD4="><a id="file" href="/his/ket-qua-cls/1?token=t">d</a>
      <img id="picture" src="/files/anh.jpg" alt="Ảnh">`);
    for (const id of ['plain', 'spaced', 'vb']) expect(document.querySelector(`#${id}`)!.hasAttribute('href'), id).toBe(false);
    expect(document.querySelector('#html')!.hasAttribute('src')).toBe(false);
    expect(document.querySelector('#file')!.getAttribute('href')).toBe('/his/ket-qua-cls/1?token=t');
    expect(document.querySelector('#picture')!.getAttribute('src')).toBe('/files/anh.jpg');
  });

  it('shows an escaped payload as its words', async () => {
    const document = await printed('<p>Họ tên: &lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;</p>');
    expect(document.querySelector('img')).toBeNull();
    expect(document.textContent).toBe('Họ tên: <img src=x onerror=alert(1)>');
  });
});
