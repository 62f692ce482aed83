// Variant manifests: which plugins a product build contains, its app and system type, and its default settings.
import type { PluginId } from './plugin-ids';

export type AppType = 'HIS' | 'CDC';
/** System types seen in the spec's settings; BENH_VIEN is the default. */
export type SystemType = 'BENH_VIEN' | 'PHONG_KHAM' | 'SPA' | 'KSK' | 'CDC';
export type Language = 'vi' | 'en';

export interface VariantSettings {
  defaultLanguage: Language;
  isShowIconLanguage: boolean;
  /** The spec's large 'his' block of configuration flags. */
  his: Record<string, unknown>;
  /** The spec's 'print' block of template names. */
  print: Record<string, unknown>;
  smartPharma: Record<string, unknown>;
}

export interface VariantManifest {
  id: string;
  /** Shown in the browser title and on the login page. */
  title: { vi: string; en: string };
  appType: AppType;
  systemType: SystemType;
  /** Settings a fresh database starts with; administrators change them later with updateSettingType. */
  settings: VariantSettings;
  /** Plugin ids, in the order their menu entries appear. */
  plugins: readonly PluginId[];
  /** Binds each link a plugin needs (its external route ref id) to a page another plugin exports. */
  links?: Readonly<Record<string, string>>;
}

export function defineVariant<const T extends VariantManifest>(manifest: T): T {
  return manifest;
}
