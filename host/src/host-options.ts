// What the host decided at start (variant, composed plugins, title, language switch), for its own
// screens; plugins get what they need through the SDK instead.
import { createContext, useContext } from 'react';
import type { Language, VariantManifest } from '@his/sdk';
import type { ComposedApp, WebPlugin } from '@his/sdk/web';

export interface HostOptions {
  variant: VariantManifest;
  app: ComposedApp;
  plugins: readonly WebPlugin[];
  /** The settings' isShowIconLanguage. */
  showLanguageSwitch: boolean;
  switchLanguage(language: Language): Promise<void>;
}

export const HostOptionsContext = createContext<HostOptions | null>(null);

export function useHostOptions(): HostOptions {
  const options = useContext(HostOptionsContext);
  if (!options) throw new Error('useHostOptions outside the host');
  return options;
}
