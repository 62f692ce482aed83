// The permissions of the procedure rooms: reading their lists and notes, performing (taking orders, writing notes,
// assigning technicians, equipment and shifts), and reopening what is locked or returned (spec §4: needs permission).
export const PROCEDURES_READ = 'procedures.read';
export const PROCEDURES_WRITE = 'procedures.write';
export const PROCEDURES_UNLOCK = 'procedures.unlock';
