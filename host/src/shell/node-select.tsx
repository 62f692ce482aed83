// The site selector (spec §2, Shell): shown only when the profile covers more than one node.
import { useTranslation } from 'react-i18next';
import { useRouter } from '@tanstack/react-router';
import { useSession } from '@his/sdk/web';
import { Select } from '@his/sdk/ui';
import { css } from '@his/sdk/styled/css';
import { chooseNode } from './session-actions';

// A long site name is cut with an ellipsis on a phone rather than push the bar past the screen's edge.
const narrow = css({ maxW: { base: '32', md: '64' }, minW: '0' });

export function NodeSelect() {
  const { t } = useTranslation('host');
  const session = useSession();
  const router = useRouter();
  if (session.nodes.length < 2) return null;
  return (
    <Select
      label={t('shell.node')}
      hideLabel
      size="sm"
      className={narrow}
      items={session.nodes.map((node) => ({ value: node._id, label: node.name }))}
      value={session.currentNode._id}
      onValueChange={(nodeId) => {
        if (!nodeId || nodeId === session.currentNode._id) return;
        chooseNode(nodeId);
        void router.invalidate();
      }}
    />
  );
}
