// The plugin's screens, behind one module so that they share one chunk.
export { workListPages } from './work-list-page/work-list-page';
export { PublicResultPage } from './public-result/public-result-page';
