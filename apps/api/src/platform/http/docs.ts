import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { completeOpenApiDocument, type OpenApiDocument, SHARED_COMPONENTS } from './openapi-answers';

/** OpenAPI generated from the contract's schemas; browsable at /api/docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Vanbid API',
        description: 'Advertiser portal API. Every answer uses the {Status, Data | Error} envelope.',
        version: '1.0.0',
      },
      components: { securitySchemes: { ...SHARED_COMPONENTS.securitySchemes } },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? completeOpenApiDocument(documentObject.openapiObject as unknown as OpenApiDocument)
        : documentObject.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
