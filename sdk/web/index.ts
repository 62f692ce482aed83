// The web face of the SDK: what a plugin.ts and its pages import from the platform.
export * from './plugin';
export * from './paths';
export * from './compose';
export * from './i18n';
export * from './session';
export * from './navigation';
export * from './slots';
export * from './slot';
export * from './app-events';
export * from './event-subscriptions';
export * from './profile-menu';
