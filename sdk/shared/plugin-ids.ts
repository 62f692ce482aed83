// The plugin folders that exist under plugins/; a variant may list only these. `his new plugin` adds to
// it and `his check` verifies it matches the folders.
export const pluginIds = ['admin', 'catalogues', 'home', 'pricing'] as const;
export type PluginId = (typeof pluginIds)[number];
