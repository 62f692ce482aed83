// The route /quan-tri-he-thong/:key?: the path names the open tab, the session whether it can be saved.
import { useHasPermission, useNavigate, useParams } from '@his/sdk/web';
import { SystemSettings } from './system-settings';
import { isSettingBlock, SETTINGS_PATH } from './setting-values';

export function SystemSettingsPage() {
  const params = useParams({ strict: false }) as { key?: string };
  const navigate = useNavigate();
  const canEdit = useHasPermission('settings.edit');
  const canManageSecrets = useHasPermission('settings.manage');
  return (
    <SystemSettings
      block={isSettingBlock(params.key) ? params.key : 'general'}
      onBlockChange={(block) => void navigate({ to: `${SETTINGS_PATH}/${block}` })}
      canEdit={canEdit}
      canManageSecrets={canManageSecrets}
    />
  );
}
