// The text a user sees for a failed request (spec §8): each error's message key in their language,
// else the generic 'Có lỗi xảy ra'; several joined by commas; an unreachable server is 'Error connect'.
import type { TFunction } from 'i18next';
import type { GraphqlErrorLike } from './graphql-request';

export function describeRequestErrors(errors: readonly GraphqlErrorLike[], network: boolean, t: TFunction): string {
  if (network) return t('error.connect', { ns: 'host' });
  if (errors.length === 0) return t('error.generic', { ns: 'core' });
  return errors
    .map((error) => {
      const key = error.extensions?.messageKey;
      const params = { ...error.extensions?.params };
      if (key && t(key, { ns: 'core', defaultValue: '' })) {
        const field = error.extensions?.field;
        const text = t(key, { ns: 'core', ...params });
        // Field errors name the field, as the server's own messages do ("Mật khẩu: Không được để trống!").
        const label = field ? t(`field.${field}`, { ns: 'core', defaultValue: '' }) : '';
        return label ? `${label}: ${text}` : text;
      }
      return t('error.generic', { ns: 'core' });
    })
    .join(', ');
}
