// An in-memory localStorage for tests under Node, which has none. It implements what the host uses and
// throws on the rest, so a new use is noticed instead of silently reading nothing.

export class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  clear(): void {
    this.#items.clear();
  }

  get length(): number {
    throw new Error('MemoryStorage.length is not implemented');
  }

  key(_index: number): string | null {
    throw new Error('MemoryStorage.key is not implemented');
  }

  [name: string]: unknown;
}

/** Installs a fresh MemoryStorage as the global localStorage and returns it. */
export function installMemoryStorage(): MemoryStorage {
  const storage = new MemoryStorage();
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true, writable: true });
  return storage;
}
