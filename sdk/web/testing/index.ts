// The SDK's testing entry for stories and component tests: the fake-API client and what the host puts around a page.
// (`@his/sdk/testing/render` adds renderInHost, for Vitest only; this entry stays safe for Storybook's bundle.)
export * from '../mock-client';
export { HostProviders, type HostOptions } from './host-providers';
