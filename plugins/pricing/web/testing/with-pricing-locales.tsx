// Adds the plugin's texts to the i18next instance around it, as the host does when the plugin loads; for stories
// and component tests, whose set-up knows only the core and kit texts.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addNamespace } from '@his/sdk/web';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';

export function WithPricingLocales({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  useState(() => addNamespace(i18n, 'pricing', { vi, en }));
  return children;
}
