// Two buttons, Tiếng Việt and English; the chosen one is pressed.
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import type { Language } from '@his/sdk';
import { useHostOptions } from '../host-options';

const group = css({ display: 'flex', justifyContent: 'center', gap: '2' });
const option = css({ px: '3', py: '1', rounded: 'l2', textStyle: 'sm', color: 'fg.muted', cursor: 'pointer', _pressed: { color: 'accent.text', fontWeight: 'semibold', bg: 'accent.subtle' } });

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('host');
  const { switchLanguage } = useHostOptions();
  return (
    <div role="group" aria-label={t('login.language')} className={group}>
      {(['vi', 'en'] as const satisfies readonly Language[]).map((language) => (
        <button key={language} type="button" lang={language} className={option} aria-pressed={i18n.language === language} onClick={() => void switchLanguage(language)}>
          {t(`language.${language}`)}
        </button>
      ))}
    </div>
  );
}
