import type { RegisteredRoute } from '../routes.js';
import type { JsonSchema, Resolve } from './arbitraries.js';

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema | string;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** One route as the fuzzer sees it: its path parameters, query parameters and body, from the OpenAPI document when it is described there. */
export interface Operation {
  route: RegisteredRoute;
  pathParams: Array<{ name: string; schema?: JsonSchema }>;
  query: Array<{ name: string; schema: JsonSchema; required: boolean }>;
  body?: JsonSchema;
}

export function resolverOf(document: OpenApiDocument): Resolve {
  return (schema) => {
    const name = schema.$ref?.replace('#/components/schemas/', '');
    return (name && document.components?.schemas?.[name]) || schema;
  };
}

/** `/api/dashboards/:id` is `/api/dashboards/{id}` in the document; a wildcard `*` is a parameter of its own. */
const pathParamsOf = (url: string) => [...url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

export function operationOf(route: RegisteredRoute, document: OpenApiDocument): Operation {
  const described = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
  const parameters = described?.parameters ?? [];
  const schemaOf = (parameter: OpenApiParameter): JsonSchema => (typeof parameter.schema === 'object' ? parameter.schema : {});
  return {
    route,
    pathParams: pathParamsOf(route.url).map((name) => {
      const parameter = parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
      return parameter ? { name, schema: schemaOf(parameter) } : { name };
    }),
    query: parameters.filter((parameter) => parameter.in === 'query').map((parameter) => ({ name: parameter.name, schema: schemaOf(parameter), required: Boolean(parameter.required) })),
    body: described?.requestBody?.content?.['application/json']?.schema,
  };
}
