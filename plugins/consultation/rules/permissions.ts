// Consultation's permission codes: reading minutes, writing and signing them, and reopening signed ones (a signed
// record is a medical document: changing it again is a right of its own).
export const CONSULTATION_READ = 'consultation.read';
export const CONSULTATION_WRITE = 'consultation.write';
export const CONSULTATION_REOPEN = 'consultation.reopen';
