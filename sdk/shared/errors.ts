// Error codes and message keys shared by the server (which raises them) and the web (which localizes them).

/** Extension codes every GraphQL error carries. */
export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'RATE_LIMITED' | 'INTERNAL_SERVER_ERROR'
  /** The database cannot be reached or stopped a statement that ran too long: the same call may work in a moment. */
  | 'SERVICE_UNAVAILABLE';

/** Extensions of a GraphQL error raised by this platform. */
export interface ErrorExtensions {
  code: ErrorCode;
  /** A key such as 'auth.invalidCredentials' that the web maps to localized text. */
  messageKey: string;
  /** The input field at fault, for BAD_USER_INPUT. */
  field?: string;
  /** Values to interpolate into the localized message. */
  params?: Record<string, string | number>;
  /**
   * A warning rather than a refusal: nothing was saved, and the same call sent again with `messageKey` among its
   * `confirmed` keys goes through (a possible duplicate patient, a second visit on one day).
   */
  confirmable?: true;
}

export const GENERIC_ERROR_VI = 'Có lỗi xảy ra';
