// Every print template the hospital variant declares, rendered by the server with data whose every string is a
// script payload: the payloads come out as text (escaped), never as a tag, an event handler or a link that runs code;
// on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login, type Caller } from '../support/server';

const startServer = serversOnBackends({ withPlugins: true });

const TEMPLATES = '{ printTemplates { key body sampleData } }';
const RENDER = 'query ($key: String!, $data: JSON) { renderPrintTemplate(key: $key, data: $data) { html } }';

/** What a user could type into a name, a catalogue row or a note, and how each must read in the printed HTML. */
const PAYLOADS: readonly { payload: string; escaped: string }[] = [
  { payload: '<img src=x onerror=alert(1)>', escaped: '&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;' },
  { payload: '"><svg onload=alert(1)>', escaped: '&quot;&gt;&lt;svg onload&#x3D;alert(1)&gt;' },
  // A template engine that rendered data as a template would print something else here.
  { payload: '{{constructor}}', escaped: '{{constructor}}' },
  { payload: 'javascript:alert(1)', escaped: 'javascript:alert(1)' },
];

/** `data` with every string, at any depth, replaced by `payload`; numbers, booleans and nulls kept. */
function withEveryString(data: unknown, payload: string): unknown {
  if (typeof data === 'string') return payload;
  if (Array.isArray(data)) return data.map((item) => withEveryString(item, payload));
  if (data && typeof data === 'object') return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, withEveryString(value, payload)]));
  return data;
}

const TAG = /<([a-zA-Z][\w:-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s=>/]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g;
/** Elements that run or embed code whatever their attributes. */
const ACTIVE_ELEMENTS = new Set(['script', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link', 'form']);
/** Attributes that navigate to their value. */
const URL_ATTRIBUTES = new Set(['href', 'xlink:href', 'action', 'formaction']);

/** What in `html` could run code: an element that runs or embeds it, an event handler, a javascript: link. */
function activeParts(html: string): string[] {
  const found: string[] = [];
  for (const [tag, name, attributes] of html.matchAll(TAG)) {
    if (ACTIVE_ELEMENTS.has(name!.toLowerCase())) found.push(tag);
    for (const [, attribute, quoted] of (attributes ?? '').matchAll(ATTRIBUTE)) {
      const value = (quoted ?? '').replace(/^["']|["']$/g, '').trim();
      if (/^on/i.test(attribute!) || (URL_ATTRIBUTES.has(attribute!.toLowerCase()) && /^javascript:/i.test(value))) found.push(tag);
    }
  }
  // A '<' or '>' outside every tag (and outside style sheets) is a tag the pattern above could not read.
  const text = html.replace(/<style\b[^>]*>[\s\S]*?<\/style\s*>/gi, '').replace(TAG, '').replace(/<\/[a-zA-Z][\w:-]*\s*>/g, '').replace(/<!--[\s\S]*?-->/g, '');
  const stray = /[<>]/.exec(text);
  if (stray) found.push(`stray "${stray[0]}" in "${text.slice(Math.max(0, stray.index - 40), stray.index + 40)}"`);
  return found;
}

describe('activeParts', () => {
  it.each([
    ['an image with an error handler', '<p><img src=x onerror=alert(1)></p>'],
    ['an svg with a load handler after a closed attribute', '<img alt=""><svg onload=alert(1)>">'],
    ['a script', '<div><script>alert(1)</script></div>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
  ])('finds %s', (_case, html) => {
    expect(activeParts(html)).not.toEqual([]);
  });

  it('leaves alone escaped payloads, style sheets, SVG drawings and images of a file', () => {
    const html = `<style>.a > .b { color: red }</style><p class="a">${PAYLOADS.map((each) => each.escaped).join(' ')}</p>
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h10"/></svg><img src="https://his.vn/files/a.png" alt="&lt;b&gt;">`;
    expect(activeParts(html)).toEqual([]);
  });
});

describe.each(BACKENDS)('print escaping on %s', (backend) => {
  let server: HisServer;
  let admin: Caller;
  let templates: { key: string; body: string; sampleData: Record<string, unknown> }[];

  beforeAll(async () => {
    server = await startServer(backend);
    const { token } = await login(server, 'admin', 'Admin@123');
    const me = (await gql(server, '/graphqlauth', '{ myInfo { nodes { _id code } } }', {}, { token })).data.myInfo;
    admin = { token, node: me.nodes.find((node: { code: string }) => node.code === 'CS01')._id };
    const listed = await gql(server, '/graphqltemplate', TEMPLATES, {}, admin);
    expect(listed.errors).toBeUndefined();
    templates = listed.data.printTemplates;
  });
  afterAll(async () => server?.close());

  it('lists the prints of every plugin that prints', () => {
    const plugins = new Set(templates.map((template) => template.key.split('.')[0]));
    expect([...plugins].sort()).toEqual(expect.arrayContaining(['cashier', 'consultation', 'examination', 'paraclinical', 'pricing', 'procedures', 'reception']));
  });

  it.each(PAYLOADS)('renders $payload in every string of every template as text', async ({ payload, escaped }) => {
    const problems: Record<string, string[]> = {};
    for (const template of templates) {
      const result = await gql(server, '/graphqltemplate', RENDER, { key: template.key, data: withEveryString(template.sampleData, payload) }, admin);
      expect(result.errors, template.key).toBeUndefined();
      const html: string = result.data.renderPrintTemplate.html;
      const found = activeParts(html);
      // The payload reached the paper: a template that printed none of its strings would prove nothing.
      if (!html.includes(escaped)) found.push('the payload is not printed');
      if (found.length > 0) problems[template.key] = found;
    }
    expect(problems).toEqual({});
  });
});
