// The plugin's screens, behind one module so that they share one chunk.
export { PriceListPage } from './price-list-page/price-list-page';
export { PatientGroupsPage } from './patient-groups-page/patient-groups-page';
