// What happens when an operation fails (spec §8): every error is logged, an UNAUTHENTICATED answer ends the
// session once, and what a user reads is localized text, never a technical message.
import type { CombinedError, Operation } from 'urql';

/** An i18next `t`, or anything that returns the key itself when it has no text for it. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The shape of a GraphQL error as the server sends it: extensions carry code, messageKey, field and params. */
export interface GraphQLErrorLike {
  message: string;
  extensions?: Readonly<Record<string, unknown>>;
}

/** A failed result: urql's CombinedError, or the plain error list of a raw response. */
export type FailedResult = Pick<CombinedError, 'graphQLErrors' | 'networkError'> | readonly GraphQLErrorLike[];

export const GENERIC_ERROR_KEY = 'error.generic';
export const CONNECT_ERROR_KEY = 'data.errorConnect';
/** The texts for when a catalogue is missing: the spec's generic text, and the connect text in Vietnamese. */
const GENERIC_ERROR_TEXT = 'Có lỗi xảy ra';
const CONNECT_ERROR_TEXT = 'Không kết nối được máy chủ. Kiểm tra mạng rồi thử lại.';
/** What the server sends in place of an internal error it hides; never worth showing as such. */
const MASKED_CODE = 'INTERNAL_SERVER_ERROR';

interface ErrorFields {
  code?: string;
  messageKey?: string;
  field?: string;
  params?: Record<string, string | number>;
}

function fieldsOf(error: GraphQLErrorLike): ErrorFields {
  const extensions = (error.extensions ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const params = extensions.params && typeof extensions.params === 'object' ? (extensions.params as Record<string, string | number>) : undefined;
  return { code: text(extensions.code), messageKey: text(extensions.messageKey), field: text(extensions.field), params };
}

function errorList(result: FailedResult): { errors: readonly GraphQLErrorLike[]; network: boolean } {
  if (Array.isArray(result)) return { errors: result as readonly GraphQLErrorLike[], network: false };
  const combined = result as Pick<CombinedError, 'graphQLErrors' | 'networkError'>;
  return { errors: combined.graphQLErrors ?? [], network: Boolean(combined.networkError) };
}

/** The text of `key` in `namespace`, or undefined when the catalogue has none. */
function lookup(t: Translate, namespace: string, key: string, params: Record<string, unknown> = {}): string | undefined {
  const text = t(key, { ...params, ns: namespace });
  return text && text !== key && text !== `${namespace}:${key}` ? text : undefined;
}

/** One error as a user reads it. */
export function describeError(error: GraphQLErrorLike, t: Translate): string {
  const { code, messageKey, field, params } = fieldsOf(error);
  const generic = () => lookup(t, 'core', GENERIC_ERROR_KEY) ?? GENERIC_ERROR_TEXT;
  if (!messageKey || messageKey === GENERIC_ERROR_KEY || code === MASKED_CODE) return generic();
  const text = lookup(t, 'core', messageKey, params);
  if (text) {
    // The server names the field the same way, so a toast reads like the message under the field.
    const label = field ? lookup(t, 'core', `field.${field}`) : undefined;
    return label ? `${label}: ${text}` : text;
  }
  // A key this bundle has no text for (a plugin's server-side message): the server already localized it.
  return error.message?.trim() ? error.message : generic();
}

/**
 * What a user reads for a failed operation: each error's localized text (distinct texts joined by ', '),
 * or the connect text when the server could not be reached.
 */
export function describeErrors(result: FailedResult, t: Translate): string {
  const { errors, network } = errorList(result);
  if (errors.length === 0) {
    return network ? lookup(t, 'data', CONNECT_ERROR_KEY) ?? CONNECT_ERROR_TEXT : lookup(t, 'core', GENERIC_ERROR_KEY) ?? GENERIC_ERROR_TEXT;
  }
  return [...new Set(errors.map((error) => describeError(error, t)))].join(', ');
}

/**
 * urql names a failed fetch "[Network] Failed to fetch" in CombinedError.message, which screens show when an
 * operation has no GraphQL error to read. Every failure passes the policy before a screen sees it, so the message
 * is replaced there, once, by the user's text; the log keeps the network's own message.
 */
export function localizeNetworkFailure(error: CombinedError | FailedResult, t: Translate): void {
  if (!(error instanceof Error)) return;
  const { errors, network } = errorList(error);
  if (network && errors.length === 0) error.message = describeErrors(error, t);
}

export function isUnauthenticated(result: FailedResult): boolean {
  return errorList(result).errors.some((error) => fieldsOf(error).code === 'UNAUTHENTICATED');
}

/** A failed operation shown to the user as a notification; the host passes its toast. */
export function notifyFailure(result: FailedResult, t: Translate, notify: (text: string) => void): void {
  notify(describeErrors(result, t));
}

/** The structured record logged for a failed operation. */
export interface FailureLog {
  operation: string | null;
  kind: string | null;
  network?: string;
  errors: { code: string | null; message: string; messageKey?: string; path?: readonly (string | number)[] }[];
}

export function failureLog(result: FailedResult, operation?: Pick<Operation, 'kind' | 'query'> | null): FailureLog {
  const { errors } = errorList(result);
  const networkError = Array.isArray(result) ? undefined : (result as Pick<CombinedError, 'networkError'>).networkError;
  return {
    operation: operation ? operationName(operation) : null,
    kind: operation?.kind ?? null,
    ...(networkError ? { network: networkError.message } : {}),
    errors: errors.map((error) => {
      const { code, messageKey } = fieldsOf(error);
      const path = (error as { path?: readonly (string | number)[] }).path;
      return { code: code ?? null, message: error.message, ...(messageKey ? { messageKey } : {}), ...(path ? { path } : {}) };
    }),
  };
}

function operationName(operation: Pick<Operation, 'query'>): string | null {
  for (const definition of operation.query.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value ?? null;
  }
  return null;
}

export interface ErrorPolicyOptions {
  /** Ends the session; the host's default clears storage and reloads (sign-out.ts). */
  onUnauthenticated(): void;
  /** Shows failed operations to the user; UNAUTHENTICATED is not shown, the session is ending anyway. */
  toast?: { t: Translate; notify(text: string): void };
  /** Where failures are logged; console.error by default. */
  log?: (message: string, record: FailureLog) => void;
}

export interface ErrorPolicy {
  /** Handles one failed operation; wired into the clients as an exchange. */
  handle(error: CombinedError | FailedResult, operation?: Operation | null): void;
}

/**
 * One policy per signed-in page, shared by every client: the operations of a batch, or of two clients, that
 * all fail UNAUTHENTICATED end the session once, not once per error.
 */
export function createErrorPolicy(options: ErrorPolicyOptions): ErrorPolicy {
  const log = options.log ?? ((message, record) => console.error(message, record));
  let sessionEnded = false;
  return {
    handle(error, operation) {
      log('graphql.failed', failureLog(error, operation));
      localizeNetworkFailure(error, options.toast?.t ?? ((key) => key));
      if (isUnauthenticated(error)) {
        if (sessionEnded) return;
        sessionEnded = true;
        options.onUnauthenticated();
        return;
      }
      // An operation may show its own message instead (a form that marks the field at fault).
      if (options.toast && !operation?.context.quietErrors) notifyFailure(error, options.toast.t, options.toast.notify);
    },
  };
}
