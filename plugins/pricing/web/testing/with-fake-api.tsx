// The fake pricing API around a story, fresh for each render so that a story's saves do not leak into another's.
import { useState, type ComponentType, type ReactNode } from 'react';
import { HostProviders } from '@his/sdk/testing';
import { createFakeNodesClient, createFakePricingApi } from './fake-pricing-api';
import { PRICING_LOCALES, pricingSession } from './pricing-host';

export function WithFakeApi({ permissions, children }: { permissions: readonly string[]; children: ReactNode }) {
  const [api] = useState(() => createFakePricingApi());
  return (
    <HostProviders locales={PRICING_LOCALES} client={api.client} authClient={createFakeNodesClient()} session={pricingSession(permissions)}>
      {children}
    </HostProviders>
  );
}

/** A story's decorator: the story inside a fresh fake API, signed in with `permissions`. */
export function fakeApiDecorator(permissions: readonly string[]) {
  return function FakeApiDecorator(Story: ComponentType) {
    return (
      <WithFakeApi permissions={permissions}>
        <Story />
      </WithFakeApi>
    );
  };
}
