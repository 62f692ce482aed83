// @vitest-environment happy-dom
// The sign-in locks as an administrator uses them: the list, one lock cleared, every lock of one name cleared.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockClient, type MockCall } from '@his/sdk/testing';
import { renderAdmin } from '../testing/render-admin';
import { LoginLocksScreen } from './login-locks-screen';

// 15/03/2024 10:30 in Vietnam; only Date is frozen, so the kit's timers still run.
const NOW = Date.UTC(2024, 2, 15, 3, 30);
const MINUTE = 60_000;
const LOCKS = [
  { username: 'ktv', address: '10.0.0.5', failures: 5, lockedUntil: NOW + MINUTE },
  { username: null, address: '203.0.113.9', failures: 100, lockedUntil: NOW + 12 * MINUTE },
  { username: 'ktv', address: '10.0.0.7', failures: 6, lockedUntil: NOW - MINUTE },
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

function lockClient(calls: MockCall[]) {
  return createMockClient({
    LoginLocks: (variables) => ({ loginLocks: LOCKS.filter((lock) => !variables.username || lock.username === variables.username) }),
    ClearLoginLocks: () => ({ clearLoginLocks: 1 }),
  }, { calls });
}

describe('sign-in locks', () => {
  it('When the screen opens, then it lists every lock with its address, failures and end', async () => {
    await renderAdmin(<LoginLocksScreen />, lockClient([]));
    const table = await screen.findByRole('table', { name: 'Đang khoá 3 mục' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 4).map((cell) => cell.textContent))).toEqual([
      ['ktv', '10.0.0.5', '5', '15/03/2024 10:31'],
      ['Mọi tên đăng nhập', '203.0.113.9', '100', '15/03/2024 10:42'],
      ['ktv', '10.0.0.7', '6', 'Được thử lại ngay'],
    ]);
    expect(screen.getByRole('textbox', { name: 'Tên đăng nhập' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gỡ khoá Mọi tên đăng nhập tại 203.0.113.9' })).toBeTruthy();
  });

  it('When the administrator unlocks one name at one address, then exactly that is cleared and the list asked again', async () => {
    const user = userEvent.setup();
    const calls: MockCall[] = [];
    await renderAdmin(<LoginLocksScreen />, lockClient(calls));
    await user.click(await screen.findByRole('button', { name: 'Gỡ khoá ktv tại 10.0.0.5' }));
    await screen.findByText('Đã gỡ khoá ktv tại 10.0.0.5');
    expect(calls.filter((call) => call.name === 'ClearLoginLocks').map((call) => call.variables)).toEqual([{ username: 'ktv', address: '10.0.0.5' }]);
    await waitFor(() => expect(calls.filter((call) => call.name === 'LoginLocks').length).toBeGreaterThan(1));
  });

  it('When the administrator unlocks an address held for every name, then the address alone is cleared', async () => {
    const user = userEvent.setup();
    const calls: MockCall[] = [];
    await renderAdmin(<LoginLocksScreen />, lockClient(calls));
    await user.click(await screen.findByRole('button', { name: 'Gỡ khoá Mọi tên đăng nhập tại 203.0.113.9' }));
    await screen.findByText('Đã gỡ khoá địa chỉ 203.0.113.9');
    expect(calls.filter((call) => call.name === 'ClearLoginLocks').map((call) => call.variables)).toEqual([{ username: null, address: '203.0.113.9' }]);
  });

  it('When the administrator looks up one name, then its locks can be cleared at every address at once', async () => {
    const user = userEvent.setup();
    const calls: MockCall[] = [];
    await renderAdmin(<LoginLocksScreen />, lockClient(calls), 'en');
    await screen.findByRole('table', { name: '3 locks in force' });
    expect(screen.queryByRole('button', { name: /Unlock every lock/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'User name' }), 'ktv');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table', { name: '2 locks in force' });
    expect(calls.filter((call) => call.name === 'LoginLocks').at(-1)!.variables).toEqual({ username: 'ktv' });
    await user.click(screen.getByRole('button', { name: 'Unlock every lock of ktv' }));
    await screen.findByText('Unlocked every lock of ktv');
    expect(calls.filter((call) => call.name === 'ClearLoginLocks').map((call) => call.variables)).toEqual([{ username: 'ktv', address: null }]);
  });

  it('When the list cannot be loaded, then the screen says so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderAdmin(<LoginLocksScreen />, createMockClient({}));
    expect((await screen.findByRole('alert')).textContent).toContain('Không tải được danh sách khoá đăng nhập');
    error.mockRestore();
  });
});
