import { describe, expect, it } from 'vitest';
import { parseInput, poemHormigueoInput, subscriptionInput, visualHormigueoInput } from '../../functions/_lib/validation';
import { isValidEmail } from '@/lib/actions/isValidEmail';
import { MESSAGES } from '@/lib/actions/rules';

describe('input validation', () => {
  it.each([
    [{ mensaje: 'Hermoso' }, { ok: true, data: { mensaje: 'Hermoso', nombre: '' } }],
    [
      { mensaje: '  Hermoso  ', nombre: ' Ana ' },
      { ok: true, data: { mensaje: 'Hermoso', nombre: 'Ana' } },
    ],
    [{ mensaje: '   ' }, { ok: false, message: 'Debes dejar un mensaje.' }],
    [{}, { ok: false, message: 'Debes dejar un mensaje.' }],
    [{ mensaje: 7 }, { ok: false, message: 'La solicitud no es válida.' }],
    [{ mensaje: 'x'.repeat(2001) }, { ok: false, message: MESSAGES.messageTooLong }],
    [
      { mensaje: 'x', nombre: 'n'.repeat(101) },
      { ok: false, message: MESSAGES.nameTooLong },
    ],
    [
      { mensaje: 'x', admin: true },
      { ok: false, message: 'La solicitud no es válida.' },
    ],
    [
      { mensaje: 'x', volver: '/poema/x', website: '' },
      { ok: true, data: { mensaje: 'x', volver: '/poema/x' } },
    ],
    [{ mensaje: 'línea uno\r\nlínea dos\r\n\tfin' }, { ok: true, data: { mensaje: 'línea uno\nlínea dos\n\tfin' } }],
    [{ mensaje: 'a\u0000b' }, { ok: false, message: MESSAGES.invalidCharacters }],
    [
      { mensaje: 'hola', nombre: 'Ana\u0007' },
      { ok: false, message: MESSAGES.invalidCharacters },
    ],
    [
      { mensaje: 'x', website: 'w'.repeat(501) },
      { ok: false, message: 'La solicitud no es válida.' },
    ],
    [
      { mensaje: 'x', website: 3 },
      { ok: false, message: 'La solicitud no es válida.' },
    ],
    [
      { mensaje: 'x', volver: ['/a'] },
      { ok: false, message: 'La solicitud no es válida.' },
    ],
    ['texto', { ok: false, message: 'La solicitud no es válida.' }],
    [null, { ok: false, message: 'La solicitud no es válida.' }],
  ])('poem hormigueo %j', (input, expected) => expect(parseInput(poemHormigueoInput, input)).toMatchObject(expected));

  it.each([
    [{ nombre: 'Luis' }, { ok: true, data: { nombre: 'Luis', mensaje: '' } }],
    [{ nombre: ' ' }, { ok: false, message: 'Por favor, ingresa tu nombre para continuar.' }],
    [{ mensaje: 'sin nombre' }, { ok: false, message: 'Por favor, ingresa tu nombre para continuar.' }],
  ])('visual hormigueo %j', (input, expected) => expect(parseInput(visualHormigueoInput, input)).toMatchObject(expected));

  it.each([
    ['lectora@example.com', true],
    [' lectora@example.com ', true],
    ['sin-arroba.example.com', false],
    ['a@b', false],
    ['dos@@example.com', false],
    ['con espacio@example.com', false],
    ['nul\u0000@example.com', false],
    ['', false],
  ])('subscription e-mail %j valid: %s', (correo, valid) => {
    expect(parseInput(subscriptionInput, { correo }).ok).toBe(valid);
    if (!valid)
      expect(parseInput(subscriptionInput, { correo })).toEqual({ ok: false, message: 'Por favor, ingresa un correo electrónico válido' });
  });

  it('limits an address to 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(240)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(243)}@example.com`)).toBe(false);
  });
});
