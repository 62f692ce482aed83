// The plugin's screens, behind one module so that they share one chunk.
export { MinutesPage } from './minutes-page/minutes-page';
