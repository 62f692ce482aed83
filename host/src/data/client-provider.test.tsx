// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Client, fetchExchange, useClient } from 'urql';
import { useAuthServiceClient } from '@his/sdk/data';
import { ClientProvider } from './client-provider';
import { createConnectionStatus } from './connection-status';
import { useConnectionStatus } from './use-connection-status';

function StatusLine() {
  const client = useClient();
  return <p>{`${useConnectionStatus()} via ${client.constructor.name}`}</p>;
}

function DisconnectedNotice() {
  return useConnectionStatus() === 'disconnected' ? <p>offline</p> : null;
}

describe('ClientProvider and useConnectionStatus', () => {
  it('give components the client and re-render them when the connection changes', () => {
    const connection = createConnectionStatus();
    const client = new Client({ url: 'http://127.0.0.1:9/graphqlhis', exchanges: [fetchExchange] });
    render(
      <ClientProvider value={{ client, connection }}>
        <StatusLine />
      </ClientProvider>,
    );
    expect(screen.getByText('connecting via Client')).toBeTruthy();
    act(() => connection.set('disconnected'));
    expect(screen.getByText('disconnected via Client')).toBeTruthy();
    act(() => connection.set('connected'));
    expect(screen.getByText('connected via Client')).toBeTruthy();
  });

  it('give pages the auth-service client, made when a page first asks for it and then kept', () => {
    const connection = createConnectionStatus();
    const client = new Client({ url: 'http://127.0.0.1:9/graphqlhis', exchanges: [fetchExchange] });
    const made: Client[] = [];
    let auth: Client | null = null;
    const authClient = () => (auth ??= made[made.push(new Client({ url: 'http://127.0.0.1:9/graphqlauth', exchanges: [fetchExchange] })) - 1]!);
    function AuthUrl() {
      return <p>{useAuthServiceClient() === auth ? 'auth client' : 'another client'}</p>;
    }
    const view = render(
      <ClientProvider value={{ client, connection }} authClient={authClient}>
        <StatusLine />
      </ClientProvider>,
    );
    expect(made).toHaveLength(0);
    view.rerender(
      <ClientProvider value={{ client, connection }} authClient={authClient}>
        <AuthUrl />
        <AuthUrl />
      </ClientProvider>,
    );
    expect(screen.getAllByText('auth client')).toHaveLength(2);
    expect(made).toHaveLength(1);
    view.unmount();
  });

  it('says what is missing when used outside the provider', () => {
    const errors = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<DisconnectedNotice />)).toThrow(/needs a ClientProvider/);
    } finally {
      console.error = errors;
    }
  });
});
