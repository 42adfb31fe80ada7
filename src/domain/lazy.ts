/** Each stand-in's builder, looked up by identity: a WeakMap reads none of the Proxy's traps, so builds nothing. */
const builders = new WeakMap<object, () => object>();

/**
 * A schema built the first time anything reads it: a parse, its `shape`, an `instanceof`, `.extend()`.
 * Every declaration in src/domain is imported by the app's first chunk (the menu, the endpoints and the routes read
 * their names), and building all their zod objects there was about a tenth of a cold load's script before any
 * screen showed; a screen builds only the schemas its form reads, the server all of them at its first write.
 */
export function lazy<Schema extends object>(build: () => Schema): Schema {
  let built: Schema | undefined;
  const schema = () => (built ??= build());
  let internals: object | undefined;
  const stand = new Proxy({} as Schema, {
    get: (_, key) => (key === '_zod' ? (internals ??= describedAs(stand, schema())) : Reflect.get(schema(), key)),
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
  builders.set(stand, schema);
  return stand;
}

/** Whether a schema is a stand-in made by lazy(), told without building it. */
export const isLazy = (schema: object): boolean => builders.has(schema);

/** The schema behind a stand-in of lazy(), built now if it was not yet; any other schema as it is. */
export function builtOf<Schema extends object>(schema: Schema): Schema {
  const build = builders.get(schema);
  return build ? builtOf(build() as Schema) : schema;
}

type Seen = { seen: Map<object, unknown> };

/**
 * zod's JSON Schema writer (the API reference) records each schema it meets under the object it was handed, the
 * stand-in, then runs the built schema's own step, which looks itself up under the built instance and finds
 * nothing. The built schema's internals, with that step first recording the built instance as the stand-in.
 */
function describedAs(stand: object, built: object): object {
  const inner = Reflect.get(built, '_zod') as Record<string, unknown> & {
    processJSONSchema?: (ctx: Seen, ...rest: unknown[]) => unknown;
  };
  if (!inner || typeof inner !== 'object') return inner;
  return new Proxy(inner, {
    get: (target, key) =>
      key === 'processJSONSchema' && typeof target.processJSONSchema === 'function'
        ? (ctx: Seen, ...rest: unknown[]) => {
            if (ctx?.seen instanceof Map && ctx.seen.has(stand) && !ctx.seen.has(built))
              ctx.seen.set(built, ctx.seen.get(stand));
            return target.processJSONSchema!(ctx, ...rest);
          }
        : Reflect.get(target, key),
  });
}
