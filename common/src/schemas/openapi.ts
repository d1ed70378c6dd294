import { z } from 'zod';

/** GET /api/openapi.json: an OpenAPI 3.1 document (its own standard describes the shape). */
export const OpenApiDocumentSchema = z.record(z.string(), z.unknown()).meta({ id: 'OpenApiDocument' });
export type OpenApiDocument = z.infer<typeof OpenApiDocumentSchema>;
