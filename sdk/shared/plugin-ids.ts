// The plugin folders that exist under plugins/; a variant may list only these.
export const pluginIds = [] as const;
export type PluginId = (typeof pluginIds)[number];
