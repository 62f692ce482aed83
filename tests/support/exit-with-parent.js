// Preloaded into server processes that tests spawn: when the test runner goes away, even by SIGKILL, the
// IPC channel closes and the server shuts down as on Ctrl-C, so no server outlives the run that started it.
import process from 'node:process';

// The server keeps the process alive on its own; the channel must not.
process.channel?.unref();
process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
