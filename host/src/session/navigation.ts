// The menu a profile sees: the rule lives in the SDK, where the profile editor's preview reads it too.
export { buildNavigation, type Translate } from '@his/sdk/web';
