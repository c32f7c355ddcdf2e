// The console's modules read localStorage while they load; at build time there is none.
const memory = new Map<string, string>();
const shim: Storage = {
  get length() {
    return memory.size;
  },
  clear: () => memory.clear(),
  getItem: (key) => memory.get(key) ?? null,
  key: (index) => [...memory.keys()][index] ?? null,
  removeItem: (key) => void memory.delete(key),
  setItem: (key, value) => void memory.set(key, String(value)),
};
Object.assign(globalThis, { localStorage: shim, sessionStorage: shim });
