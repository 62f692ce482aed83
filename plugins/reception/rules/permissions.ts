// The permissions reception checks: receiving visits, keeping the patient directory, customer accounts and imports.

/** Receive a patient: create, change and cancel visits and their examination orders, look cards up. */
export const RECEPTION_RECEIVE = 'reception.receive';
/** Read the patient directory, a patient's record and visit history. */
export const PATIENT_READ = 'reception.patient.read';
/** Create, edit and remove patients and their delivery addresses; change the responsible staff. */
export const PATIENT_WRITE = 'reception.patient.write';
/** Customer accounts: business account, activate, lock, change password. */
export const PATIENT_ACCOUNT = 'reception.patient.account';
/** Import patients from a spreadsheet. */
export const PATIENT_IMPORT = 'reception.patient.import';
