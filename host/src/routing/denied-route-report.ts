// The toast saying a page was refused, and the report of it to the auth service (loaded only when a page is refused).
import { toast } from '@his/sdk/ui';
import { ReportDeniedRouteDocument } from '../../generated/auth/graphql';
import { request } from '../graphql-request';

export async function reportDeniedRoute(path: string, text: string): Promise<void> {
  // Shown once the shell's toaster mounts on the home page, which the router is already on its way to.
  toast.error(text);
  try {
    await request('/graphqlauth', ReportDeniedRouteDocument, { path });
  } catch {
    // Logged by request; the user was told and is home, which is what matters to them.
  }
}
