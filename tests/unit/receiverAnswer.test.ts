// What a forwarding address's answer means: delivered only when the receiver says so, paused
// (without spending attempts) when Formspree's limits or quota refuse, held for the editors when
// the form is gone, refused for good only when the message itself can never pass.
import { describe, expect, it } from 'vitest';
import {
  errorOfBody,
  QUOTA_PAUSE_SECONDS,
  RATE_LIMIT_PAUSE_SECONDS,
  readAnswer,
  retryAfterSeconds,
} from '../../functions/_lib/receiverAnswer';

const answer = (status: number, body: unknown = '', retryAfter: string | null = null) => ({
  status,
  retryAfter,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('a 2xx', () => {
  it('is delivered when Formspree says ok, or when another service answers without a JSON error', () => {
    expect(readAnswer(answer(200, { ok: true, next: 'https://formspree.io/thanks' }))).toEqual({ kind: 'delivered' });
    expect(readAnswer(answer(200, '<html>Gracias</html>'))).toEqual({ kind: 'delivered' });
    expect(readAnswer(answer(204))).toEqual({ kind: 'delivered' });
    expect(readAnswer(answer(201, { id: 7 }))).toEqual({ kind: 'delivered' });
  });

  it('is not delivered when its body reports an error, and keeps the receiver’s words', () => {
    expect(readAnswer(answer(200, { error: 'Something went wrong' }))).toEqual({ kind: 'retry', reason: 'HTTP 200: Something went wrong' });
    expect(readAnswer(answer(200, { ok: false }))).toEqual({ kind: 'retry', reason: 'HTTP 200: ok: false' });
    expect(readAnswer(answer(200, { errors: [{ code: 'X', message: 'No' }] }))).toMatchObject({ kind: 'retry', reason: 'HTTP 200: No' });
  });

  it("read as an older Formspree's refusal: a quota spent pauses the form, a form gone holds it", () => {
    expect(readAnswer(answer(200, { error: 'This form has exceeded its monthly submission limit' }))).toMatchObject({
      kind: 'pause',
      pause: 'cuota_agotada',
      seconds: QUOTA_PAUSE_SECONDS,
    });
    expect(
      readAnswer(answer(200, { error: 'Form not found', errors: [{ code: 'FORM_NOT_FOUND', message: 'Form not found' }] })),
    ).toMatchObject({
      kind: 'pause',
      pause: 'formulario_inexistente',
      seconds: null,
    });
  });
});

describe("Formspree's limits", () => {
  it('a 429 pauses the destination for exactly what Retry-After asks, seconds or a date', () => {
    const now = Date.parse('2026-11-29T12:00:00Z');
    expect(readAnswer(answer(429, { error: 'Too many' }, '41'), now)).toEqual({
      kind: 'pause',
      reason: 'HTTP 429: Too many',
      pause: 'limite_por_minuto',
      seconds: 41,
    });
    expect(readAnswer(answer(429, '', 'Sun, 29 Nov 2026 12:00:30 GMT'), now)).toMatchObject({ pause: 'limite_por_minuto', seconds: 30 });
  });

  it('a 429 without a usable Retry-After waits the limit’s minute; one asking for hours is a quota', () => {
    expect(readAnswer(answer(429, '', null))).toMatchObject({ seconds: RATE_LIMIT_PAUSE_SECONDS });
    expect(readAnswer(answer(429, '', 'soon'))).toMatchObject({ seconds: RATE_LIMIT_PAUSE_SECONDS });
    expect(readAnswer(answer(429, '', '0'))).toMatchObject({ seconds: 1 });
    expect(readAnswer(answer(429, '', String(24 * 3600)))).toMatchObject({ pause: 'cuota_agotada', seconds: 24 * 3600 });
  });

  it('every plausible "quota spent" pauses for hours: 402, 403, or an error naming the quota', () => {
    for (const refusal of [
      answer(402, { error: 'Payment required' }),
      answer(403, { error: 'Form over quota', errors: [{ code: 'FORM_OVER_QUOTA', message: 'Form over quota' }] }),
      answer(403, ''),
      answer(400, { error: 'Monthly submission limit exceeded. Upgrade your plan.' }),
    ]) {
      expect(readAnswer(refusal)).toMatchObject({ kind: 'pause', pause: 'cuota_agotada', seconds: QUOTA_PAUSE_SECONDS });
    }
  });
});

describe('a form that cannot take any message', () => {
  it('gone (404, 410, FORM_NOT_FOUND, PROJECT_NOT_FOUND) waits for the editors', () => {
    for (const refusal of [
      answer(404, { error: 'Form not found', errors: [{ code: 'FORM_NOT_FOUND', message: 'Form not found' }] }),
      answer(404, 'Not Found'),
      answer(410),
      answer(400, { errors: [{ code: 'PROJECT_NOT_FOUND', message: 'x' }] }),
    ]) {
      expect(readAnswer(refusal)).toMatchObject({ kind: 'pause', pause: 'formulario_inexistente', seconds: null });
    }
  });

  it('disabled by its owner (INACTIVE) waits for the editors', () => {
    expect(
      readAnswer(answer(403, { error: 'Form is disabled', errors: [{ code: 'INACTIVE', message: 'Form is disabled' }] })),
    ).toMatchObject({
      kind: 'pause',
      pause: 'formulario_desactivado',
      seconds: null,
    });
  });

  it('an address that refuses every post (401, 405) waits for the editors too', () => {
    expect(readAnswer(answer(401))).toMatchObject({ pause: 'destino_rechaza', seconds: null });
    expect(readAnswer(answer(405, 'Method Not Allowed'))).toMatchObject({ pause: 'destino_rechaza', seconds: null, reason: 'HTTP 405' });
  });
});

describe('this message', () => {
  it('refused for what it is (a field error, empty, too large, malformed) fails for good, with the words', () => {
    expect(
      readAnswer(answer(422, { error: 'Validation', errors: [{ code: 'TYPE_EMAIL', field: 'email', message: 'should be an email' }] })),
    ).toEqual({
      kind: 'refused',
      reason: 'HTTP 422: Validation; should be an email',
    });
    expect(readAnswer(answer(200, { errors: [{ code: 'EMPTY', message: 'Empty' }] }))).toMatchObject({ kind: 'refused' });
    expect(readAnswer(answer(413))).toMatchObject({ kind: 'refused' });
    expect(readAnswer(answer(400, 'bad'))).toMatchObject({ kind: 'refused' });
  });

  it('a server failure, or anything unexplained, is tried again later', () => {
    expect(readAnswer(answer(500, { error: 'boom' }))).toEqual({ kind: 'retry', reason: 'HTTP 500: boom' });
    expect(readAnswer(answer(503, 'Service Unavailable'))).toEqual({ kind: 'retry', reason: 'HTTP 503' });
    expect(readAnswer(answer(408))).toMatchObject({ kind: 'retry' });
    expect(readAnswer(answer(302))).toMatchObject({ kind: 'retry' });
  });
});

describe('reading the parts', () => {
  it("finds an error in Formspree's shapes only", () => {
    expect(errorOfBody('{"ok":true}')).toBeNull();
    expect(errorOfBody('not json')).toBeNull();
    expect(errorOfBody('[1,2]')).toBeNull();
    expect(errorOfBody('{"error":"a","errors":[{"code":"C","message":"a"},{"message":"b"}]}')).toEqual({ words: 'a; b', codes: ['C'] });
    expect(errorOfBody(`{"error":"${'x'.repeat(1000)}"}`)!.words).toHaveLength(300);
  });

  it('reads Retry-After as seconds or an HTTP date, nothing else', () => {
    const now = Date.parse('2026-11-29T12:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds(' 7 ', now)).toBe(7);
    expect(retryAfterSeconds('Sun, 29 Nov 2026 11:59:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('-5', now)).toBeNull();
    expect(retryAfterSeconds(null, now)).toBeNull();
  });
});
