/**
 * A schema built the first time anything reads it: a parse, its `shape`, an `instanceof`, `.extend()`.
 * Every declaration in src/domain is imported by the app's first chunk (the menu, the endpoints and the routes read
 * their names), and building all their zod objects there was about a tenth of a cold load's script before any
 * screen showed; a screen builds only the schemas its form reads, the server all of them at its first write.
 */
export function lazy<Schema extends object>(build: () => Schema): Schema {
  let built: Schema | undefined;
  const schema = () => (built ??= build());
  return new Proxy({} as Schema, {
    get: (_, key) => Reflect.get(schema(), key),
    has: (_, key) => Reflect.has(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    ownKeys: () => Reflect.ownKeys(schema()),
    // The empty stand-in holds none of the schema's properties, so none may be reported fixed (a Proxy invariant).
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
