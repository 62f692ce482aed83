// The viewer cache's promises: a bounded lifetime, revocations that apply at once, and no stale read stored.
import { describe, expect, it } from 'vitest';
import type { Viewer } from '@his/sdk/server';
import { createViewerCache, readViewerRevocation, viewerKey, type ViewerRevocation } from './viewer-cache';

function viewer(sessionId: string, userId: string, profileId: string): Viewer {
  return { sessionId, userId, profileId, username: userId, nodeId: 'node-1', permissions: new Set(['*']), positionCode: null };
}

function frozenClock(start = Date.UTC(2025, 0, 6, 1, 0, 0)) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('viewer cache', () => {
  it('serves a viewer until the lifetime, counted from when its read began, has passed', () => {
    const clock = frozenClock();
    const cache = createViewerCache({ ttlMs: 5_000, now: clock.now });
    const key = viewerKey('s1', null, null);
    const mark = cache.mark();
    clock.advance(1_000);
    cache.set(key, viewer('s1', 'u1', 'p1'), mark);
    clock.advance(3_999);
    expect(cache.get(key)?.sessionId).toBe('s1');
    clock.advance(1);
    expect(cache.get(key)).toBeUndefined();
  });

  it.each<[string, ViewerRevocation, string[]]>([
    ['signing out drops that session only', { sessionId: 's1' }, ['s2', 's3']],
    ['a password change drops every session of the user', { userId: 'u1' }, ['s3']],
    ['a change to a profile drops everyone acting for it', { profileId: 'p2' }, ['s1', 's2']],
  ])('%s', (_case, revocation, kept) => {
    const cache = createViewerCache();
    const viewers = [viewer('s1', 'u1', 'p1'), viewer('s2', 'u1', 'p1'), viewer('s3', 'u2', 'p2')];
    for (const entry of viewers) cache.set(viewerKey(entry.sessionId, null, null), entry, cache.mark());
    cache.revoke(revocation);
    expect(viewers.map((entry) => entry.sessionId).filter((sessionId) => cache.get(viewerKey(sessionId, null, null)))).toEqual(kept);
  });

  it('does not store what a read found when a revocation came while it ran', () => {
    const cache = createViewerCache();
    const mark = cache.mark();
    cache.revoke({ sessionId: 'another session' });
    cache.set(viewerKey('s1', null, null), viewer('s1', 'u1', 'p1'), mark);
    expect(cache.get(viewerKey('s1', null, null))).toBeUndefined();
  });

  it('keeps one entry per session, node header and profile header, and the newest when full', () => {
    const cache = createViewerCache({ maxEntries: 2 });
    for (const node of ['n1', 'n2', 'n3']) cache.set(viewerKey('s1', node, null), { ...viewer('s1', 'u1', 'p1'), nodeId: node }, cache.mark());
    expect(['n1', 'n2', 'n3'].map((node) => cache.get(viewerKey('s1', node, null))?.nodeId)).toEqual([undefined, 'n2', 'n3']);
  });

  it('forgets every viewer when cleared, and what a read begun before found', () => {
    const cache = createViewerCache();
    cache.set(viewerKey('s1', null, null), viewer('s1', 'u1', 'p1'), cache.mark());
    const mark = cache.mark();
    cache.clear();
    cache.set(viewerKey('s2', null, null), viewer('s2', 'u2', 'p2'), mark);
    expect([cache.get(viewerKey('s1', null, null)), cache.get(viewerKey('s2', null, null))]).toEqual([undefined, undefined]);
  });
});

describe('revocation notifications', () => {
  it.each<[string, string, ViewerRevocation | null]>([
    ['a session', '{"sessionId":"s1"}', { sessionId: 's1' }],
    ['a user', '{"userId":"u1"}', { userId: 'u1' }],
    ['a profile', '{"profileId":"p1"}', { profileId: 'p1' }],
    ['an unknown shape', '{"who":"s1"}', null],
    ['text that is not JSON', 'sessionId=s1', null],
  ])('reads %s', (_case, payload, expected) => {
    expect(readViewerRevocation(payload)).toEqual(expected);
  });
});
