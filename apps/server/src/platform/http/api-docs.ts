import type { SwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

export interface ApiDocsOptions {
  /** Where the UI is served; the document is at `${prefix}/json` (and `/yaml`). */
  prefix: string;
  swagger: SwaggerOptions;
  /** A bare Fastify instance with the server's schema compilers. */
  newInstance: () => FastifyInstance;
}

type DeclaredRoute = Pick<RouteOptions, 'method' | 'url' | 'schema'>;

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding']);

/**
 * The API's OpenAPI document and its UI, made on their first visit instead of at every start:
 * @fastify/swagger, @fastify/swagger-ui and what they load (a YAML library, a second static-file
 * server) took a tenth of a start on two cores. Every route declared after this call is noted;
 * the first visit declares them again, without handlers, in a Fastify instance of the docs' own
 * that has both plugins, and each visit is answered by that instance.
 */
export function apiDocs(app: FastifyInstance, { prefix, swagger: swaggerOptions, newInstance }: ApiDocsOptions): void {
  let docs: Promise<FastifyInstance> | undefined;
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    docs ??= buildDocs().catch((error) => {
      docs = undefined;
      throw error;
    });
    const response = await (await docs).inject({
      method: request.method as 'GET' | 'HEAD',
      url: request.url,
      headers: request.headers,
    });
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) reply.header(name, value);
    }
    return reply.status(response.statusCode).send(response.rawPayload);
  };
  for (const url of [prefix, `${prefix}/*`]) {
    app.route({ method: ['GET', 'HEAD'], url, schema: { hide: true }, handler: answer });
  }

  // Declared above, the docs' own routes are not among these. Each route's options are read when
  // the docs are built: later onRoute hooks (the route's grant) add to its schema.
  const declared: DeclaredRoute[] = [];
  app.addHook('onRoute', (route) => {
    declared.push(route);
  });

  async function buildDocs(): Promise<FastifyInstance> {
    const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
      import('@fastify/swagger'),
      import('@fastify/swagger-ui'),
    ]);
    const instance = newInstance();
    await instance.register(swagger, swaggerOptions);
    await instance.register(swaggerUi, { routePrefix: prefix });
    for (const { method, url, schema } of declared) instance.route({ method, url, schema, handler: notServedHere });
    await instance.ready();
    return instance;
  }
}

async function notServedHere(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send();
}
