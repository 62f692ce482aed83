// The plugin's screens, behind one module so that they share one chunk.
export { ExaminationPage } from './examination-page/examination-page';
