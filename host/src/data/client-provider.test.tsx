// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Client, fetchExchange, useClient } from 'urql';
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
