import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI generated from the routes' zod schemas: UI at /api/v2/docs, JSON at /api/v2/docs/openapi.json. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Parts and machines portal API",
        description:
          "Shop API (`/api/v2/shop`) and content service (`/api/content`). Errors are RFC 9457 problem+json with a stable `code`. " +
          "Authenticate with `Authorization: Bearer <token>` from POST /api/v2/shop/authentication-token.",
        version: "2.0.0",
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/v2/docs" });
  app.get("/api/v2/docs/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
