// The shared face of catalogues: descriptors and their types, value checks and import checks.
export * from './fields';
export * from './row-types';
export * from './descriptor';
export * from './field-values';
export * from './import-rows';
export * from './limits';
export * from './ref-objects';
