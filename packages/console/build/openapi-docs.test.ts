import { describe, expect, it } from 'vitest';
import { buildApiDocs, renderSchema } from './openapi-docs.js';

const doc = {
  openapi: '3.1.0',
  info: { title: 'Test API', version: '1.2.3', description: 'Intro.' },
  security: [{ sessionCookie: [] }, { bearerToken: [] }],
  tags: [
    { name: 'Vehicles', description: 'The fleet.' },
    { name: 'Empty', description: 'No operations: left out.' },
  ],
  paths: {
    '/api/vehicles/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { $ref: '#/components/schemas/Id' } }],
      put: {
        tags: ['Vehicles'],
        operationId: 'updateVehicle',
        summary: 'Update a vehicle',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { $ref: '#/components/schemas/VehicleInput' },
              example: { name: 'Van 1', capacity: 900 },
            },
          },
        },
        responses: {
          '200': {
            description: 'The vehicle.',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/VehicleInput' } } },
          },
          '404': { $ref: '#/components/responses/NotFound' },
        },
      },
    },
    '/api/config': {
      get: {
        tags: ['Config'],
        summary: 'Public configuration',
        security: [],
        responses: { '200': { description: 'ok' } },
      },
    },
  },
  components: {
    securitySchemes: {
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'routier.sid', description: 'Session.' },
      bearerToken: { type: 'http', scheme: 'bearer' },
    },
    responses: {
      NotFound: {
        description: 'Not found.',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
    schemas: {
      Id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
      VehicleInput: {
        type: 'object',
        required: ['name'],
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 100 },
          capacity: { type: ['number', 'null'], minimum: 0 },
          type: { enum: ['van', 'truck'] },
          tags: { type: 'array', items: { type: 'string' } },
        },
      },
      Error: {
        type: 'object',
        required: ['code', 'message'],
        properties: { code: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

describe('buildApiDocs', () => {
  const model = buildApiDocs(doc);

  it('groups operations by their first tag and drops empty tags', () => {
    expect(model.tags.map((tag) => `${tag.name}:${tag.operations.length}`)).toEqual([
      'Vehicles:1',
      'Config:1',
    ]);
    expect(model.operationCount).toBe(2);
    expect(model).toMatchObject({ title: 'Test API', version: '1.2.3', description: 'Intro.' });
  });

  it('keeps path-level parameters, the request schema and example, and the auth', () => {
    const op = model.tags[0].operations[0];
    expect(op).toMatchObject({ operationId: 'updateVehicle', method: 'put', path: '/api/vehicles/{id}' });
    expect(op.auth).toEqual(['sessionCookie', 'bearerToken']);
    expect(op.parameters).toEqual([
      { name: 'id', in: 'path', required: true, type: 'integer (>= 1)', description: '' },
    ]);
    expect(op.requestBody?.schema).toBe(
      [
        'VehicleInput {',
        '  name: string  // 1-100 chars',
        '  capacity?: number | null  // >= 0',
        '  type?: "van" | "truck"',
        '  tags?: string[]',
        '}',
      ].join('\n'),
    );
    expect(JSON.parse(op.requestBody?.example ?? '')).toEqual({ name: 'Van 1', capacity: 900 });
  });

  it('names the shared error shape on error answers and renders it once', () => {
    const op = model.tags[0].operations[0];
    expect(op.responses.map((r) => [r.status, r.schema?.split('\n')[0]])).toEqual([
      ['200', 'VehicleInput {'],
      ['404', 'Error'],
    ]);
    expect(model.errorSchema).toContain('code: string');
  });

  it('marks operations with an empty security list as public', () => {
    expect(model.tags[1].operations[0].auth).toEqual([]);
    expect(model.securitySchemes).toEqual([
      { name: 'sessionCookie', summary: 'cookie routier.sid', description: 'Session.' },
      { name: 'bearerToken', summary: 'HTTP bearer', description: '' },
    ]);
  });

  it('refuses a document that is not OpenAPI', () => {
    expect(() => buildApiDocs({ swagger: '2.0' })).toThrow(/not an OpenAPI document/);
  });

  it('stops expanding recursive schemas', () => {
    const root = {
      components: {
        schemas: {
          Node: { type: 'object', properties: { child: { $ref: '#/components/schemas/Node' } } },
        },
      },
    };
    expect(renderSchema(root, { $ref: '#/components/schemas/Node' })).toBe('Node {\n  child?: Node\n}');
  });
});
