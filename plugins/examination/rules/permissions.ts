// The permissions examination checks: seeing a room's queue and its examinations, and examining.

/** Read the rooms' queues, examinations and their history. */
export const EXAMINATION_READ = 'examination.read';
/** Examine: call, recall and dismiss queue tickets, start, fill in, end, reopen, cancel and remove examinations. */
export const EXAMINATION_WRITE = 'examination.write';
