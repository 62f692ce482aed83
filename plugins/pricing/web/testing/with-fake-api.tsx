// The fake pricing API around a story, fresh for each render so that a story's saves do not leak into another's.
import { useState, type ReactNode } from 'react';
import { Provider } from '@his/sdk/data';
import { Toaster } from '@his/sdk/ui';
import { createFakePricingApi } from './fake-pricing-api';
import { WithPricingLocales } from './with-pricing-locales';
import { WithSession } from './with-session';

export function WithFakeApi({ permissions, children }: { permissions: readonly string[]; children: ReactNode }) {
  const [api] = useState(() => createFakePricingApi());
  return (
    <WithPricingLocales>
      <Provider value={api.client}>
        <WithSession permissions={permissions}>
          {children}
          <Toaster />
        </WithSession>
      </Provider>
    </WithPricingLocales>
  );
}
