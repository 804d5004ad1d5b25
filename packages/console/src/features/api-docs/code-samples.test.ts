import { describe, expect, it } from 'vitest';
import {
  curlSample,
  javascriptSample,
  pythonSample,
  toPython,
  type SampleOperation,
} from './code-samples.js';

const optimize: SampleOperation = {
  method: 'POST',
  path: '/api/routes/optimize',
  summary: 'Optimise a route',
  body: { startLocation: "O'Hare Airport", destinations: ['A', 'B'], roundTrip: true, vehicleId: null },
  pathParams: {},
};
const getRoute: SampleOperation = {
  method: 'GET',
  path: '/api/routes/{id}',
  summary: 'One route',
  body: undefined,
  pathParams: { id: 1 },
};

describe('code samples', () => {
  it('JavaScript uses the SDK with typed paths and path parameters', () => {
    const code = javascriptSample(getRoute, 'https://routier.example');
    expect(code).toContain("import { createClient, unwrap } from '@routier/sdk';");
    expect(code).toContain("baseUrl: 'https://routier.example'");
    expect(code).toContain("client.GET('/api/routes/{id}', {\n  params: { path: {id: 1} },\n})");
  });

  it('JavaScript writes the body as an object literal', () => {
    const code = javascriptSample(optimize, 'http://h');
    expect(code).toContain(
      '  body: {\n    startLocation: "O\'Hare Airport",\n    destinations: [\n      "A",',
    );
    expect(code).toContain('    roundTrip: true,\n    vehicleId: null\n  },');
  });

  it('Python posts the body as a Python literal', () => {
    const code = pythonSample(optimize, 'http://localhost:3000');
    expect(code).toContain('requests.post(');
    expect(code).toContain('f"{BASE_URL}/api/routes/optimize"');
    expect(code).toContain('"roundTrip": True');
    expect(code).toContain('"vehicleId": None');
  });

  it('cURL quotes the JSON body for the shell', () => {
    const code = curlSample(optimize, 'http://localhost:3000');
    expect(code).toContain('curl -X POST "http://localhost:3000/api/routes/optimize"');
    expect(code).toContain(`-d '{"startLocation":"O'\\''Hare Airport"`);
    expect(curlSample(getRoute, 'http://h')).toContain('curl -X GET "http://h/api/routes/1"');
  });

  it('toPython renders nested values', () => {
    expect(toPython({ a: [1, { b: false }], c: 'x' })).toBe(
      '{\n    "a": [\n        1,\n        {\n            "b": False,\n        },\n    ],\n    "c": "x",\n}',
    );
    expect(toPython([])).toBe('[]');
  });
});
