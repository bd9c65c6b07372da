import Ajv2020 from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_CALLS } from '../../tests/spec-calls/calls';
import { NOT_YET_ANSWERED } from '../../tests/spec-calls/not-yet-answered';
import { routePattern } from '../../tests/spec-calls/probe';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: object;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: object }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: object }> }>;
  operationId?: string;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, object> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
let t: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  expect(res.statusCode).toBe(200);
  document = res.json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ path, method, operation })),
  );

describe('the OpenAPI description', () => {
  it('is an OpenAPI 3.1 document with a title, a version and paths', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).not.toBe('');
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(operations().length).toBeGreaterThan(100);
    for (const path of Object.keys(document.paths)) expect(path).toMatch(/^\//);
  });

  it('gives every operation responses, and path parameters for every template name', () => {
    const ids = new Set<string>();
    for (const { path, method, operation } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(Object.keys(operation.responses ?? {}), where).not.toHaveLength(0);
      for (const response of Object.values(operation.responses)) expect(typeof response.description, where).toBe('string');
      const templateNames = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const pathParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      expect(pathParameters.map((parameter) => parameter.name).sort(), where).toEqual(templateNames.sort());
      for (const parameter of operation.parameters ?? []) {
        expect(['query', 'header', 'path', 'cookie'], where).toContain(parameter.in);
        if (parameter.in === 'path') expect(parameter.required, where).toBe(true);
      }
      if (operation.operationId) {
        expect(ids.has(operation.operationId), where).toBe(false);
        ids.add(operation.operationId);
      }
    }
  });

  it('holds only valid JSON Schema 2020-12 (the dialect of OpenAPI 3.1), every $ref resolving', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const schemas = operations().flatMap(({ operation }) => [
      ...(operation.parameters ?? []).flatMap((parameter) => (parameter.schema ? [parameter.schema] : [])),
      ...Object.values(operation.requestBody?.content ?? {}).flatMap((media) => (media.schema ? [media.schema] : [])),
      ...Object.values(operation.responses).flatMap((response) => Object.values(response.content ?? {}).flatMap((media) => (media.schema ? [media.schema] : []))),
    ]);
    expect(schemas.length).toBeGreaterThan(50);
    for (const schema of schemas) expect(ajv.validateSchema(schema), JSON.stringify(ajv.errors)).toBe(true);
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/([^"]+)"/g)].map((match) => match[1]);
    for (const ref of refs) {
      const target = ref.split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
      expect(target, ref).toBeDefined();
    }
  });

  it('describes every call of the spec that the server answers', () => {
    const described = new Set(operations().map(({ path, method }) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`));
    const answered = SPEC_CALLS.filter(([method, path]) => !(`${method} ${path}` in NOT_YET_ANSWERED));
    const missing = answered.filter(([method, path]) => !described.has(`${method} ${routePattern(path).replace(/:[^/]+/g, '{}')}`));
    expect(missing).toEqual([]);
  });

  it('is listed on /api/docs, and not served in production', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`${operations().length} operations`);
    const production = await createTestApp({ seed: false, config: { NODE_ENV: 'production', SIGN_SECRET: 'production-secret-0123456789abcdef', DATA_KEY: 'production-data-key-0123456789abcdef', PAY_GATEWAY_SECRET: 'production-gateway-0123456789' } });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
