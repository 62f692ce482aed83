// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComposedFill } from './compose';
import { SessionContext, type HisSession } from './session';
import { Slot, SlotFillsContext } from './slot';
import { defineSlot } from './slots';

afterEach(() => cleanup());

const bannerActions = defineSlot<{ patientName: string }>('reception.patientBanner.actions');

function fill(id: string, options: Partial<ComposedFill> & { render?: (props: { patientName: string }) => ReactElement }): ComposedFill {
  const Component = options.render ?? (({ patientName }: { patientName: string }) => <button type="button">{`${id}: ${patientName}`}</button>);
  return { slot: bannerActions, id, pluginId: 'p', component: async () => ({ default: Component }), ...options };
}

function session(permissions: string[]): HisSession {
  return {
    user: { _id: 'u', username: 'thungan' }, profile: { _id: 'p', name: 'Thu ngân', menu: 'tree' },
    currentNode: { _id: 'n', code: 'CS01', name: 'BV', category: 'HOSPITAL' }, nodes: [], profiles: [], permissions, navigation: [],
  };
}

function renderSlot(fills: ComposedFill[], permissions: string[]) {
  return render(
    <SessionContext.Provider value={session(permissions)}>
      <SlotFillsContext.Provider value={new Map([[bannerActions.id, fills]])}>
        <Slot slot={bannerActions} props={{ patientName: 'Nguyễn Văn An' }} />
      </SlotFillsContext.Provider>
    </SessionContext.Provider>,
  );
}

describe('a slot', () => {
  it('shows, once loaded and in order, the fills the profile may see, with the props the owner passes', async () => {
    renderSlot([fill('results', {}), fill('pay', { permission: 'cashier.collect' }), fill('refund', { permission: 'cashier.refund' })], ['cashier.collect']);
    expect(await screen.findByRole('button', { name: 'pay: Nguyễn Văn An' })).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['results: Nguyễn Văn An', 'pay: Nguyễn Văn An']);
  });

  it('keeps the other fills when one fails to render', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = () => {
      throw new Error('boom');
    };
    renderSlot([fill('broken', { render: broken }), fill('pay', {})], []);
    expect(await screen.findByRole('button', { name: 'pay: Nguyễn Văn An' })).toBeTruthy();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(spy.mock.calls.some((call) => String(call[0]).includes('slot fill "broken" of plugin "p" failed'))).toBe(true);
    spy.mockRestore();
  });
});
