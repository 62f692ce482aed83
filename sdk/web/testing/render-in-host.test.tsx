// @vitest-environment happy-dom
// A screen rendered in the test host gets what the host gives a page: the plugin's texts in the language asked, the
// session, slot fills, app events, both services' clients (failing what they do not know) and the toaster.
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { parse } from 'graphql';
import { toast } from '../../ui/toast/toast';
import { useAuthServiceClient } from '../auth-service';
import { createAppEventSource, useAppEvent } from '../app-events';
import { useSession } from '../session';
import { Slot } from '../slot';
import { defineSlot } from '../slots';
import { createMockClient, mockSession } from '../mock-client';
import { renderInHost } from './render-in-host';

const LOCALES = { lab: { vi: { 'lab.title': 'Xét nghiệm' }, en: { 'lab.title': 'Laboratory' } } };

function Title() {
  const { t } = useTranslation('lab');
  return <h1>{t('lab.title')}</h1>;
}

describe('renderInHost', () => {
  it('shows the plugin\'s texts and the kit\'s in the language asked', async () => {
    await renderInHost(<Title />, { locales: LOCALES });
    expect(screen.getByRole('heading').textContent).toBe('Xét nghiệm');
    await renderInHost(<Title />, { locales: LOCALES, language: 'en' });
    expect(screen.getAllByRole('heading')[1]!.textContent).toBe('Laboratory');
  });

  it('gives the page the signed-in session it is given', async () => {
    function Who() {
      return <p>{useSession().user.username}</p>;
    }
    await renderInHost(<Who />, { session: mockSession(['lab.read'], { username: 'ktvxn', name: 'Lê Văn Bình', profile: 'Kỹ thuật viên' }) });
    expect(screen.getByText('ktvxn')).toBeDefined();
  });

  it('shows the fills given for a slot', async () => {
    const actions = defineSlot<{ patient: string }>('reception.banner.actions');
    const fill = { slot: actions, id: 'print', pluginId: 'lab', component: async () => ({ default: ({ patient }: { patient: string }) => <button type="button">{`In phiếu ${patient}`}</button> }) };
    await renderInHost(<Slot slot={actions} props={{ patient: 'An' }} />, { session: mockSession([]), slotFills: new Map([[actions.id, [fill]]]) });
    expect(await screen.findByRole('button', { name: 'In phiếu An' })).toBeDefined();
  });

  it('tells a page the app events emitted on the feed it is given', async () => {
    const events = createAppEventSource();
    function Last() {
      const [last, setLast] = useState('');
      useAppEvent('XetNghiem', (event) => setLast(event.process));
      return <p>{last || 'none'}</p>;
    }
    await renderInHost(<Last />, { appEvents: events });
    act(() => events.emit({ module: 'XetNghiem', process: 'traKetQua' } as never));
    expect(screen.getByText('traKetQua')).toBeDefined();
  });

  it('answers with the clients given, and fails an operation no client knows', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const query = parse('query Ping { ping }');
    function Ping() {
      const [main] = useQuery({ query });
      const auth = useAuthServiceClient();
      const [authAnswer, setAuthAnswer] = useState('');
      useEffect(() => {
        void auth.query(query, {}).toPromise().then((result) => setAuthAnswer(result.error ? 'auth refused' : String(result.data?.ping)));
      }, [auth]);
      return <p>{`${main.error ? 'main refused' : String(main.data?.ping)} / ${authAnswer}`}</p>;
    }
    await renderInHost(<Ping />, { client: createMockClient({ Ping: () => ({ ping: 'pong' }) }) });
    expect(await screen.findByText('pong / auth refused')).toBeDefined();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"Ping"'));
    error.mockRestore();
  });

  it('mounts the toaster, so a notice shows', async () => {
    await renderInHost(<Title />, { locales: LOCALES });
    act(() => void toast.success('Đã lưu'));
    await waitFor(() => expect(screen.getByText('Đã lưu')).toBeDefined());
  });
});
