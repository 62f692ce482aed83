import { beforeAll, describe, expect, it } from 'vitest';
import { CombinedError, createRequest, makeOperation, gql } from 'urql';
import { coreMessages, type Language } from '@his/sdk';
import { createI18n } from '../../../sdk/web/i18n';
import { createErrorPolicy, describeErrors, type FailureLog, type GraphQLErrorLike, type Translate } from './error-policy';
import { dataLocales } from './locales';

const translators = {} as Record<Language, Translate>;

beforeAll(async () => {
  for (const language of ['vi', 'en'] as const) {
    const i18n = await createI18n(language, { core: coreMessages, data: dataLocales });
    translators[language] = i18n.t;
  }
});

const keyed = (messageKey: string, extra: Record<string, unknown> = {}, message = 'server text'): GraphQLErrorLike => ({
  message,
  extensions: { code: 'BAD_USER_INPUT', messageKey, ...extra },
});
const unauthenticated: GraphQLErrorLike = { message: 'Phiên đăng nhập không hợp lệ', extensions: { code: 'UNAUTHENTICATED', messageKey: 'auth.invalidToken' } };
const networkFailure = () => new CombinedError({ networkError: new TypeError('fetch failed') });

describe('describeErrors', () => {
  it.each([
    ['a message key in Vietnamese', 'vi', [keyed('auth.wrongOldPassword')], 'Mật khẩu cũ không đúng'],
    ['a message key in English', 'en', [keyed('auth.wrongOldPassword')], 'The old password is wrong'],
    ['a message key with its params', 'vi', [keyed('auth.tooManyAttempts', { params: { minutes: 15 } })], 'Đăng nhập sai quá nhiều lần, vui lòng thử lại sau 15 phút'],
    ['a message key naming its field', 'en', [keyed('validation.required', { field: 'code' })], 'Code: Must not be empty!'],
    ['a key the web does not know, localized by the server', 'vi', [keyed('cashier.receiptBookFull', {}, 'Quyển biên lai đã hết số')], 'Quyển biên lai đã hết số'],
    ['an error without a key (a technical message)', 'vi', [{ message: 'Cannot query field "nope" on type "Query".', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }], 'Có lỗi xảy ra'],
    ['an error without any extensions', 'vi', [{ message: 'Unexpected token' }], 'Có lỗi xảy ra'],
    ['the masked internal error, in English', 'en', [{ message: 'Có lỗi xảy ra', extensions: { code: 'INTERNAL_SERVER_ERROR', messageKey: 'error.generic' } }], 'Something went wrong'],
    ['several errors, joined by commas', 'vi', [keyed('auth.wrongOldPassword'), keyed('validation.required', { field: 'code' })], 'Mật khẩu cũ không đúng, Mã: Không được để trống!'],
    ['the same error twice, shown once', 'vi', [keyed('auth.wrongOldPassword'), keyed('auth.wrongOldPassword')], 'Mật khẩu cũ không đúng'],
  ] as const)('%s', (_case, language, errors, expected) => {
    expect(describeErrors(errors, translators[language])).toBe(expected);
  });

  it.each([
    ['vi', 'Không kết nối được máy chủ. Kiểm tra mạng rồi thử lại.'],
    ['en', 'Cannot reach the server. Check the network and try again.'],
  ] as const)('describes a network error in the user\'s language (%s)', (language, expected) => {
    expect(describeErrors(networkFailure(), translators[language])).toBe(expected);
  });

  it('reads the GraphQL errors of a CombinedError', () => {
    const error = new CombinedError({ graphQLErrors: [keyed('auth.userLocked') as never] });
    expect(describeErrors(error, translators.vi)).toBe('Tài khoản đã bị khoá');
  });

  it('falls back to the spec texts when no catalogue is loaded', () => {
    const bare: Translate = (key) => key;
    expect(describeErrors([keyed('auth.wrongOldPassword', {}, '')], bare)).toBe('Có lỗi xảy ra');
    expect(describeErrors(networkFailure(), bare)).toBe('Không kết nối được máy chủ. Kiểm tra mạng rồi thử lại.');
  });
});

describe('createErrorPolicy', () => {
  const operation = makeOperation('query', createRequest(gql`query MyInfo { myInfo { user { _id } } }`, {}), { url: '/graphqlauth', requestPolicy: 'cache-first' });

  function setUp(toast = true) {
    const logged: FailureLog[] = [];
    const shown: string[] = [];
    let signedOut = 0;
    const policy = createErrorPolicy({
      onUnauthenticated: () => signedOut++,
      toast: toast ? { t: translators.vi, notify: (text) => shown.push(text) } : undefined,
      log: (_message, record) => logged.push(record),
    });
    return { policy, logged, shown, signedOut: () => signedOut };
  }

  it('logs the code and message of every error, with the operation', () => {
    const { policy, logged } = setUp();
    policy.handle(new CombinedError({ graphQLErrors: [keyed('auth.wrongOldPassword', {}, 'Mật khẩu cũ không đúng') as never] }), operation);
    expect(logged).toEqual([{ operation: 'MyInfo', kind: 'query', errors: [{ code: 'BAD_USER_INPUT', message: 'Mật khẩu cũ không đúng', messageKey: 'auth.wrongOldPassword' }] }]);
  });

  it('logs to the console by default', () => {
    const calls: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void calls.push(args);
    try {
      createErrorPolicy({ onUnauthenticated: () => undefined }).handle(networkFailure(), operation);
    } finally {
      console.error = original;
    }
    expect(calls).toEqual([['graphql.failed', { operation: 'MyInfo', kind: 'query', network: 'fetch failed', errors: [] }]]);
  });

  it('ends the session once for several UNAUTHENTICATED failures, and shows none of them', () => {
    const { policy, shown, signedOut, logged } = setUp();
    for (let i = 0; i < 3; i++) policy.handle(new CombinedError({ graphQLErrors: [unauthenticated as never, unauthenticated as never] }), operation);
    expect(signedOut()).toBe(1);
    expect(shown).toEqual([]);
    expect(logged).toHaveLength(3);
  });

  it('shows other failures as a notification, unless the operation asks to be quiet', () => {
    const { policy, shown } = setUp();
    policy.handle(networkFailure(), operation);
    policy.handle([keyed('auth.userLocked')], operation);
    policy.handle([keyed('auth.userLocked')], makeOperation('query', operation, { ...operation.context, quietErrors: true }));
    expect(shown).toEqual(['Không kết nối được máy chủ. Kiểm tra mạng rồi thử lại.', 'Tài khoản đã bị khoá']);
  });

  it('gives a failed fetch the user\'s text in place of urql\'s "[Network] Failed to fetch", even for a quiet operation', () => {
    const { policy, logged } = setUp(false);
    const failed = new CombinedError({ networkError: new TypeError('Failed to fetch') });
    expect(failed.message).toBe('[Network] Failed to fetch');
    policy.handle(failed, makeOperation('query', operation, { ...operation.context, quietErrors: true }));
    expect(failed.message).toBe('Không kết nối được máy chủ. Kiểm tra mạng rồi thử lại.');
    expect(logged[0]!.network).toBe('Failed to fetch');

    const english = createErrorPolicy({ onUnauthenticated: () => undefined, toast: { t: translators.en, notify: () => undefined }, log: () => undefined });
    const other = new CombinedError({ networkError: new TypeError('Failed to fetch') });
    english.handle(other, operation);
    expect(other.message).toBe('Cannot reach the server. Check the network and try again.');
  });

  it('leaves the message of a failure the server answered as it is', () => {
    const { policy } = setUp();
    const refused = new CombinedError({ graphQLErrors: [keyed('auth.userLocked', {}, 'Tài khoản đã bị khoá') as never] });
    const before = refused.message;
    policy.handle(refused, operation);
    expect(refused.message).toBe(before);
  });
});
