// The plugin's screens, behind one module so that they share one chunk.
export { CashierPage } from './cashier-page/cashier-page';
