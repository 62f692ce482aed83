// The shared face of the SDK: safe to import from both the browser and the server.
export * from './variant';
export * from './plugin-ids';
export * from './errors';
export * from './text';
export * from './units';
export * from './messages';
export * from './validation';
export * from './version';
export * from './catalogue/index';
export * from './organisation';
export * from './settings-schema';
export * from './provided-key';
export * from './event-ref';
export * from './slot-ref';
export * from './scan/index';
export * from './files';
export * from './access';
