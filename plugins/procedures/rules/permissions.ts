// The permissions of the procedure rooms: reading their lists and notes, performing (taking orders, writing notes,
// assigning technicians, equipment and shifts), reopening what is locked or returned (spec §4: needs permission), and
// verifying a note's supplies (spec §4: verify and cancel-verify supplies).
export const PROCEDURES_READ = 'procedures.read';
export const PROCEDURES_WRITE = 'procedures.write';
export const PROCEDURES_UNLOCK = 'procedures.unlock';
export const PROCEDURES_VERIFY_SUPPLIES = 'procedures.verifySupplies';
