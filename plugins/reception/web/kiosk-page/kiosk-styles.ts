// The kiosk's look: touch targets well over 2 cm, large high-contrast text, one column on a phone, a grid on a screen.
import { css } from '@his/sdk/styled/css';

export const kioskScreen = css({
  minH: 'calc(100vh - 8rem)', display: 'flex', flexDir: 'column', alignItems: 'center', gap: { base: '4', md: '8' },
  p: { base: '3', md: '8' }, bg: 'bg.default', color: 'fg.default',
});
export const kioskTitle = css({ fontSize: { base: '2xl', md: '4xl' }, fontWeight: 'bold', textAlign: 'center', m: '0' });
export const kioskHint = css({ fontSize: { base: 'lg', md: '2xl' }, textAlign: 'center', m: '0' });
export const kioskChoices = css({
  display: 'grid', gap: { base: '3', md: '6' }, w: 'full', maxW: '72rem',
  gridTemplateColumns: { base: '1fr', md: 'repeat(auto-fit, minmax(18rem, 1fr))' },
});
// 2 cm is about 76 CSS pixels: the smallest button is 6rem (96 px) tall.
export const kioskButton = css({
  minH: '6rem', h: 'auto', py: '4', px: '6', display: 'flex', flexDir: 'column', alignItems: 'center', justifyContent: 'center', gap: '1',
  fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', whiteSpace: 'normal', textAlign: 'center', lineHeight: '1.2', rounded: 'l3',
});
export const kioskButtonDetail = css({ fontSize: { base: 'md', md: 'xl' }, fontWeight: 'medium' });
export const kioskNumber = css({ fontSize: { base: '7rem', md: '12rem' }, fontWeight: 'extrabold', lineHeight: '1', fontVariantNumeric: 'tabular-nums', m: '0' });
export const kioskSecondary = css({ minH: '5rem', fontSize: { base: 'xl', md: '2xl' }, px: '10' });
export const kioskError = css({ fontSize: { base: 'xl', md: '2xl' }, color: 'danger.text', textAlign: 'center', m: '0' });
