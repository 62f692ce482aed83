// The doctor's room remembered in the browser (spec §9 local storage key examine-desk), so that it is chosen again
// the next time the screen opens on this computer.
const KEY = 'examine-desk';

export function readExamineDesk(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    // Storage refused (private mode, a sandboxed frame): the doctor chooses the room each time.
    return null;
  }
}

export function writeExamineDesk(roomId: string | null): void {
  try {
    if (roomId === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, roomId);
  } catch {
    // As above: nothing to remember with.
  }
}
