// Which socket a revocation closes, with which code, and which it leaves open: one row per case.
import { describe, expect, it } from 'vitest';
import { forbidden, unauthenticated, type Viewer } from '@his/sdk/server';
import { createViewerCache, type ViewerRevocation } from '../core/auth/viewer-cache';
import { createSessionSockets, SOCKET_CLOSE, type SessionSocket, type VerifyViewer } from './session-sockets';

const viewer: Viewer = { userId: 'u1', username: 'bacsi', sessionId: 's1', nodeId: 'n1', profileId: 'p1', permissions: new Set(), positionCode: 'BS' };

function fakeSocket() {
  const onClose: (() => void)[] = [];
  const socket = {
    OPEN: 1,
    readyState: 1,
    closedWith: undefined as { code: number; reason: string } | undefined,
    close(code: number, reason: string) {
      socket.closedWith = { code, reason };
      socket.readyState = 3;
      for (const listener of onClose) listener();
    },
    once(_event: 'close', listener: () => void) {
      onClose.push(listener);
    },
  };
  return socket satisfies SessionSocket;
}

function setUp() {
  const viewers = createViewerCache();
  const logged: string[] = [];
  const sessions = createSessionSockets(viewers, { info: () => undefined, warn: () => undefined, error: (message) => void logged.push(message) });
  return { viewers, sessions, logged };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createSessionSockets', () => {
  const cases: { name: string; revocation: ViewerRevocation; verify: VerifyViewer; closedWith: { code: number; reason: string } | undefined }[] = [
    { name: 'signed out: closed as unauthorized, which the client does not retry', revocation: { sessionId: 's1' }, verify: () => Promise.reject(unauthenticated('auth.sessionEnded')), closedWith: { code: SOCKET_CLOSE.unauthorized, reason: 'auth.sessionEnded' } },
    { name: 'a new password: every session of the user closed as unauthorized', revocation: { userId: 'u1' }, verify: () => Promise.reject(unauthenticated('auth.sessionEnded')), closedWith: { code: SOCKET_CLOSE.unauthorized, reason: 'auth.sessionEnded' } },
    { name: 'the account locked: closed as forbidden', revocation: { userId: 'u1' }, verify: () => Promise.reject(unauthenticated('auth.userLocked')), closedWith: { code: SOCKET_CLOSE.forbidden, reason: 'auth.userLocked' } },
    { name: 'the profile locked: closed as forbidden', revocation: { profileId: 'p1' }, verify: () => Promise.reject(forbidden('auth.profileLocked')), closedWith: { code: SOCKET_CLOSE.forbidden, reason: 'auth.profileLocked' } },
    { name: 'other profiles, the session still valid: left open', revocation: { userId: 'u1' }, verify: () => Promise.resolve(viewer), closedWith: undefined },
    { name: 'the database unreachable: closed to be tried again', revocation: { sessionId: 's1' }, verify: () => Promise.reject(new Error('connection refused')), closedWith: { code: SOCKET_CLOSE.tryAgainLater, reason: 'error.generic' } },
  ];

  it.each(cases)('$name', async ({ revocation, verify, closedWith }) => {
    const { viewers, sessions } = setUp();
    const socket = fakeSocket();
    sessions.track(socket, viewer, sessions.mark(), verify);
    viewers.revoke(revocation);
    await settle();
    expect(socket.closedWith).toEqual(closedWith);
    expect(sessions.size).toBe(closedWith ? 0 : 1);
  });

  it('does not check sockets of other sessions, users or profiles', async () => {
    const { viewers, sessions } = setUp();
    let checks = 0;
    sessions.track(fakeSocket(), viewer, sessions.mark(), async () => (checks++, null));
    for (const revocation of [{ sessionId: 's2' }, { userId: 'u2' }, { profileId: 'p2' }]) viewers.revoke(revocation);
    await settle();
    expect(checks).toBe(0);
  });

  it('checks a subscription whose viewer was being resolved when its session was revoked', async () => {
    const { viewers, sessions } = setUp();
    const socket = fakeSocket();
    const mark = sessions.mark();
    viewers.revoke({ sessionId: 's1' });
    sessions.track(socket, viewer, mark, () => Promise.reject(unauthenticated('auth.sessionEnded')));
    await settle();
    expect(socket.closedWith?.code).toBe(SOCKET_CLOSE.unauthorized);
  });

  it('checks again after a revocation that came while a check was reading', async () => {
    const { viewers, sessions } = setUp();
    const socket = fakeSocket();
    const answers = [Promise.resolve(viewer), Promise.reject(unauthenticated('auth.sessionEnded'))];
    answers[1]!.catch(() => undefined);
    let checks = 0;
    sessions.track(socket, viewer, sessions.mark(), () => answers[checks++]!);
    viewers.revoke({ profileId: 'p1' });
    viewers.revoke({ sessionId: 's1' });
    await settle();
    expect(checks).toBe(2);
    expect(socket.closedWith?.code).toBe(SOCKET_CLOSE.unauthorized);
  });

  it('forgets a socket when it closes, and never tracks one already closed', () => {
    const { sessions } = setUp();
    const socket = fakeSocket();
    sessions.track(socket, viewer, sessions.mark(), async () => viewer);
    expect(sessions.size).toBe(1);
    socket.close(1000, '');
    expect(sessions.size).toBe(0);
    sessions.track(socket, viewer, sessions.mark(), async () => viewer);
    expect(sessions.size).toBe(0);
  });

  it('stops listening when disposed', async () => {
    const { viewers, sessions } = setUp();
    const socket = fakeSocket();
    sessions.track(socket, viewer, sessions.mark(), () => Promise.reject(unauthenticated('auth.sessionEnded')));
    sessions.dispose();
    viewers.revoke({ sessionId: 's1' });
    await settle();
    expect(socket.closedWith).toBeUndefined();
  });
});
