// The name of a new plugin as its users read it, in both languages.
import { pluginNames } from './names';

/** The page title and the menu entry show it. */
export interface PluginTitles {
  vi: string;
  en: string;
}

/** Until the developer names the domain, the Vietnamese screen says "module <Name>" rather than an English word alone. */
export function defaultTitles(id: string): PluginTitles {
  const { pascal } = pluginNames(id);
  return { vi: `Phân hệ ${pascal}`, en: pascal };
}
