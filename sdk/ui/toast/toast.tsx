// Short notices in a corner (Ark UI Toast): `toast.error(text)` from anywhere, even outside React
// (the data layer's error policy), and one <Toaster/> that the host mounts.
import { Toast, Toaster as ArkToaster, createToaster } from '@ark-ui/react/toast';
import { Portal } from '@ark-ui/react/portal';
import { useTranslation } from 'react-i18next';
import { toast as toastRecipe } from '@his/sdk/styled/recipes';
import { Icon } from '../icon/icon';

// Bottom centre: the top-end corner holds the user menu and every dialog's ×, and forms keep their
// buttons at the right; a toast the pointer rests on pauses, so it must not sit over a control.
const toaster = createToaster({ placement: 'bottom', overlap: false, gap: 12, max: 5 });

type ToastType = 'success' | 'error' | 'info' | 'warning';

function show(type: ToastType, description: string, title?: string): string {
  // Errors stay until read or closed for longer: a refused save must not vanish unnoticed.
  return toaster.create({ type, title, description, duration: type === 'error' ? 8000 : 4000 });
}

export const toast = {
  success: (text: string, title?: string) => show('success', text, title),
  error: (text: string, title?: string) => show('error', text, title),
  info: (text: string, title?: string) => show('info', text, title),
  warning: (text: string, title?: string) => show('warning', text, title),
  dismiss: (id?: string) => toaster.dismiss(id),
};

export function Toaster() {
  const { t } = useTranslation('ui');
  const styles = toastRecipe();
  return (
    <Portal>
      <ArkToaster toaster={toaster} aria-label={t('ui.toast.region')}>
        {(item) => (
          <Toast.Root className={styles.root} role={item.type === 'error' ? 'alert' : 'status'}>
            {item.title && <Toast.Title className={styles.title}>{item.title}</Toast.Title>}
            {item.description && <Toast.Description className={styles.description}>{item.description}</Toast.Description>}
            <Toast.CloseTrigger className={styles.closeTrigger} aria-label={t('ui.toast.close')}>
              <Icon name="x" aria-hidden />
            </Toast.CloseTrigger>
          </Toast.Root>
        )}
      </ArkToaster>
    </Portal>
  );
}
