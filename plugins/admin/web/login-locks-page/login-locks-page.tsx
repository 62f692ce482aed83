// /khoa-dang-nhap: the sign-in locks, which live in the auth service, so the screen talks to its client.
import { Provider, useAuthServiceClient } from '@his/sdk/data';
import { LoginLocksScreen } from './login-locks-screen';

export function LoginLocksPage() {
  const authClient = useAuthServiceClient();
  return (
    <Provider value={authClient}>
      <LoginLocksScreen />
    </Provider>
  );
}
