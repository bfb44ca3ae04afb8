import { nextPublicAddress, type SecurityApp } from './callers';

/** One operation of the OpenAPI document, as the security tests need it. */
export type ApiRoute = {
  /** "GET /api/athletes/{id}" */
  key: string;
  method: string;
  /** The templated path, e.g. /api/athletes/{id}. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** Each query parameter's schema, by name. */
  queryFields: Record<string, FieldSchema>;
  /** The JSON body's top-level fields and their schemas, when the document declares a body. */
  bodyFields: Record<string, FieldSchema>;
};

/** The parts of a field's JSON schema the tests read. */
export type FieldSchema = {
  type?: string;
  /** e.g. "keyset-cursor" on a page link (PAGE_LINK_FORMAT) */
  format?: string;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
};

type Operation = {
  parameters?: { in: string; name: string; schema?: FieldSchema }[];
  requestBody?: {
    content?: Record<string, { schema?: { properties?: Record<string, FieldSchema> } }>;
  };
};
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

const httpMethods = new Set(['get', 'put', 'post', 'patch', 'delete']);

/** Every route the app documents at /api/openapi.json, read from the app itself. */
export async function readApiRoutes(t: SecurityApp): Promise<ApiRoute[]> {
  const res = await t.send(
    { address: nextPublicAddress() },
    { method: 'GET', path: '/api/openapi.json' },
  );
  if (res.status !== 200) throw new Error(`/api/openapi.json answered ${res.status}`);
  const document = (await res.json()) as OpenApiDocument;
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => httpMethods.has(method))
      .map(([method, operation]) => {
        const named = (place: string) =>
          (operation.parameters ?? []).filter((p) => p.in === place).map((p) => p.name);
        const json = operation.requestBody?.content?.['application/json'];
        return {
          key: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          pathParams: named('path'),
          queryParams: named('query'),
          queryFields: Object.fromEntries(
            (operation.parameters ?? [])
              .filter((p) => p.in === 'query')
              .map((p) => [p.name, p.schema ?? {}]),
          ),
          bodyFields: json?.schema?.properties ?? {},
        };
      }),
  );
}

/** The route's path with its {params} replaced by the values given, inserted as they are. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return value;
  });
}
