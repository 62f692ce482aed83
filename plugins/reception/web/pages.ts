// The plugin's screens, behind one module so that they share one chunk.
export { CustomerDirectoryPage, ManagedCustomersPage, PatientDirectoryPage, VisitHistoryPage } from './patient-directory/patient-directory-page';
export { InpatientReceptionPage, OutpatientReceptionPage } from './reception-page/reception-page';
export { KioskPage } from './kiosk-page/kiosk-page';
