// The route /mau-in: the print templates of the caller's facility; the session says whether they can be edited.
import { useHasPermission } from '@his/sdk/web';
import { PrintTemplates } from './print-templates';

export function PrintTemplatesPage() {
  return <PrintTemplates canEdit={useHasPermission('templates.write')} />;
}
