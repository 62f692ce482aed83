// The fake pricing API around a story, fresh for each render so that a story's saves do not leak into another's.
import { useState, type ComponentType, type ReactNode } from 'react';
import { AuthServiceProvider, Provider } from '@his/sdk/data';
import { Toaster } from '@his/sdk/ui';
import { createFakeNodesClient, createFakePricingApi } from './fake-pricing-api';
import { WithPricingLocales } from './with-pricing-locales';
import { WithSession } from './with-session';

export function WithFakeApi({ permissions, children }: { permissions: readonly string[]; children: ReactNode }) {
  const [api] = useState(() => createFakePricingApi());
  const [nodes] = useState(createFakeNodesClient);
  return (
    <WithPricingLocales>
      <Provider value={api.client}>
        <AuthServiceProvider value={nodes}>
          <WithSession permissions={permissions}>
            {children}
            <Toaster />
          </WithSession>
        </AuthServiceProvider>
      </Provider>
    </WithPricingLocales>
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
