// Paraclinical's permission codes: reading the work lists and results, performing and reporting, and cancelling a
// result already returned (spec §6: a specific permission, whose absence the message explains).
export const PARACLINICAL_READ = 'paraclinical.read';
export const PARACLINICAL_WRITE = 'paraclinical.write';
export const PARACLINICAL_CANCEL_RESULT = 'paraclinical.result.cancel';
