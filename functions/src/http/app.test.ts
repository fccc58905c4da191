import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApiApp } from './app.ts';

describe('api app', () => {
  const app = createApiApp();

  it('answers GET /api/health', async () => {
    const response = await request(app).get('/api/health').expect(200);
    expect(response.body).toMatchObject({ status: 'ok', service: 'careers-api' });
    expect(Number.isNaN(Date.parse(response.body.time))).toBe(false);
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await request(app).get('/api/nope').expect(404);
    expect(response.body.error).toEqual({
      code: 'not-found',
      reason: 'not-found',
      message: 'No route for GET /nope',
    });
  });

  it('rejects malformed JSON with 400 invalid-argument', async () => {
    const response = await request(app)
      .post('/api/health')
      .set('content-type', 'application/json')
      .send('{"broken":')
      .expect(400);
    expect(response.body.error.code).toBe('invalid-argument');
  });
});
