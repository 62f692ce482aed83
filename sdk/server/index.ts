// The server face of the SDK: imported by plugins' server.ts and api/ files, never by browser code.
export * from './plugin';
export * from './provided';
export * from './errors';
export * from './database';
export * from './numbering/index';
export * from './organisation';
export * from './events';
export * from './event-handlers';
export * from './audit';
export * from './catalogue/index';
export * from './contracts/accounts';
export * from './contracts/customer-accounts';
export * from './contracts/settings';
export * from './contracts/audit-labels';
export * from './request-batch';
export * from './resolver-maps';
export * from './files';
