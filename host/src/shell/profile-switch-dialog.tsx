// Switch profile (spec §2): a 360 px dialog listing the user's profiles; choosing one reloads the
// session, menu and routes for it.
import { useTranslation } from 'react-i18next';
import { useRouter } from '@tanstack/react-router';
import { useSession } from '@his/sdk/web';
import { Dialog, RadioGroup } from '@his/sdk/ui';
import { chooseProfile } from './session-actions';
import { HOME_PATH } from '../routing/availability';

export function ProfileSwitchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('host');
  const session = useSession();
  const router = useRouter();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('shell.profileSwitch.title')} size="sm">
      <RadioGroup
        label={t('shell.profileSwitch.title')}
        options={session.profiles.map((profile) => ({ value: profile._id, label: profile.name }))}
        value={session.profile._id}
        onValueChange={(profileId) => {
          if (!profileId || profileId === session.profile._id) return;
          chooseProfile(profileId);
          onOpenChange(false);
          void router.navigate({ to: HOME_PATH }).then(() => router.invalidate());
        }}
      />
    </Dialog>
  );
}
