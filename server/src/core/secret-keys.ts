// Which setting and argument keys hold credentials: never logged in the audit, never sent to the login page.
const SECRET_KEY = /password|matkhau|secret|token|apikey/i;

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}
