// Parsers of what a reception scanner reads: the insurance card and the citizen ID.
export * from './scan-result';
export * from './insurance-card';
export * from './citizen-id';
