import type { FastifyInstance } from 'fastify';

/**
 * The public service of a module, kept on the server under a key only the module knows: modules
 * registered after it reach the service through `of`, which the owning module exports from its
 * index (so the import shows who depends on whom). Reaching a module not yet registered fails at start.
 */
export function moduleService<Service extends object>(moduleName: string) {
  const key = Symbol(moduleName);
  return {
    provide(app: FastifyInstance, service: Service): void {
      app.decorate<object>(key, service);
    },
    of(app: FastifyInstance): Service {
      return app.getDecorator<Service>(key);
    },
  };
}
