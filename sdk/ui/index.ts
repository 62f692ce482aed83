// The UI kit: Ark UI primitives styled with Panda CSS, with the spec's messages. Plugins and the host
// take their components from here only.
export { Button, type ButtonProps } from './button/button';
export { IconButton, type IconButtonProps } from './button/icon-button';
export { Checkbox, type CheckboxProps } from './checkbox/checkbox';
export { Combobox, type ComboboxItem, type ComboboxProps } from './combobox/combobox';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog/confirm-dialog';
export { useConfirm, type ConfirmOptions } from './confirm-dialog/use-confirm';
export { DatePicker, type DatePickerProps } from './date-picker/date-picker';
export { Dialog, type DialogProps } from './dialog/dialog';
export { Field, type FieldProps } from './field/field';
export { useFormState, type FormConfig, type FormState } from './form/use-form-state';
export { Icon, isIconName, type IconName, type IconProps } from './icon/icon';
export { uiLocales } from './locales/ui-locales';
export { MoneyInput, type MoneyInputProps } from './number-input/money-input';
export { NumberInput, type NumberInputProps } from './number-input/number-input';
export { PasswordInput, type PasswordInputProps } from './password-input/password-input';
export { PrintFrame, type PrintFrameHandle, type PrintFrameProps } from './print-frame/print-frame';
export type { Orientation, PaperSize } from './print-frame/paper';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './radio-group/radio-group';
export { Select, type SelectItem, type SelectProps } from './select/select';
export { useShortcuts, type ShortcutHandler, type ShortcutOptions } from './shortcuts/use-shortcuts';
export { Spinner, type SpinnerProps } from './spinner/spinner';
export { Switch, type SwitchProps } from './switch/switch';
export { Tabs, type TabItem, type TabsProps } from './tabs/tabs';
export { TextInput, type TextInputProps } from './text-input/text-input';
export { Textarea, type TextareaProps } from './textarea/textarea';
export { Toaster, toast } from './toast/toast';
