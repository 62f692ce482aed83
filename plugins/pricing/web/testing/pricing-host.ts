// The plugin's part of a test host: its texts, and the price manager who signs in to its stories and tests.
import { mockSession } from '@his/sdk/testing';
import type { HisSession, Namespaces } from '@his/sdk/web';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';

export const PRICING_LOCALES: Namespaces = { pricing: { vi, en } };

export function pricingSession(permissions: readonly string[]): HisSession {
  return mockSession(permissions, { username: 'quanlygia', name: 'Nguyễn Thị Mai', profile: 'Quản lý giá' });
}
