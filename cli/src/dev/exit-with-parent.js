// Preloaded into the processes `his dev` starts: when `his dev` goes away, even killed, the IPC channel closes and
// the child stops as on Ctrl-C, so no API outlives it holding the port and the database folder.
import process from 'node:process';

// The server keeps the process alive on its own; the channel must not.
process.channel?.unref();
process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
