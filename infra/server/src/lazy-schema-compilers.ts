import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = Required<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>
>;
type Validate = ((...args: unknown[]) => unknown) & { errors?: unknown; schemaEnv?: unknown };

export interface LazySchemaCompilers extends CompilersFactory {
  /** Compiles every schema not compiled yet, one per turn of the event loop; resolves with how many. */
  compileAll(): Promise<number>;
}

/**
 * Fastify's own compilers (ajv for what a request brings, fast-json-stringify for what a route
 * answers), with the same options, where each route's schema is compiled when the route is first
 * used instead of at the server's start. Compiling every route's schemas was about a second of
 * CPU per start (some 150 routes): most of a test file's server start, where a file uses a few
 * routes. `main.ts` compiles the rest once the server listens (`compileAll`), so a schema that
 * cannot be compiled is still found at start, in the log.
 */
export function lazySchemaCompilers(): LazySchemaCompilers {
  const validators = AjvCompiler();
  const serializers = SerializerSelector();
  const waiting = new Set<() => unknown>();
  /** `compile` once, on the first call of `compiled`. */
  const once = <T>(compile: () => T): (() => T) => {
    let done: { value: T } | undefined;
    const compiled = () => {
      if (!done) {
        done = { value: compile() };
        waiting.delete(compiled);
      }
      return done.value;
    };
    waiting.add(compiled);
    return compiled;
  };
  return {
    // ajv-compiler's type is a union with its JTD serializer's factory: this is the validator's.
    buildValidator: ((
      externalSchemas: Parameters<typeof validators>[0],
      options: Parameters<typeof validators>[1],
    ) => {
      const compile = validators(externalSchemas, options) as unknown as (route: unknown) => Validate;
      return (route: unknown) => lazyValidator(once(() => compile(route)));
    }) as unknown as CompilersFactory['buildValidator'],
    buildSerializer(externalSchemas, options) {
      const compile = serializers(externalSchemas, options);
      return (route) => {
        const compiled = once(() => compile(route));
        return (doc: unknown) => compiled()(doc);
      };
    },
    async compileAll() {
      let count = 0;
      for (const compiled of [...waiting]) {
        compiled();
        count += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
      return count;
    },
  };
}

/**
 * An ajv validator compiled on its first call. Fastify reads two things off a validator: `errors`
 * after a failed call (copied from the compiled one), and `schemaEnv`, whose presence makes it
 * pass the request as the parent of the validated part (so ajv can coerce or default the part
 * itself): always present here, and the arguments go on unchanged.
 */
function lazyValidator(compiled: () => Validate): Validate {
  const lazy: Validate = (...args: unknown[]) => {
    const validate = compiled();
    const valid = validate(...args);
    lazy.errors = validate.errors;
    return valid;
  };
  lazy.schemaEnv = true;
  return lazy;
}
