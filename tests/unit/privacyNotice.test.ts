import { describe, expect, it } from 'vitest';
import { CONTACT_EMAIL } from '@/consts';
import { HORMIGUEAR } from '@/lib/actions/rules';
import { readPrivacyContact } from '@/lib/config/privacyContact';
import { HORMIGUEAR_NOTICE, NEWSLETTER_NOTICE } from '@/lib/privacy/formNotices';
import { getPrivacyNoticeModel, NOTICE_HEADINGS, noticeDate, type Inline, type NoticeSection } from '@/lib/privacy/privacyNotice';
import {
  MESSAGE_KEPT_DAYS_AFTER_DELIVERY,
  PRIVACY_NOTICE_VERSION,
  RATE_LIMIT_KEPT_HOURS,
  SEND_KEY_KEPT_DAYS,
} from '@/lib/privacy/retention';
import { paths } from '@/lib/site/paths';

const textOf = (parts: Inline[]) => parts.map((part) => (typeof part === 'string' ? part : part.text)).join('');
const sectionText = (section: NoticeSection) =>
  section.blocks.map((block) => (block.kind === 'p' ? textOf(block.content) : block.items.map(textOf).join('\n'))).join('\n');
const linksOf = (section: NoticeSection) =>
  section.blocks
    .flatMap((block) => (block.kind === 'p' ? block.content : block.items.flat()))
    .filter((part): part is { text: string; href: string } => typeof part !== 'string');
const byId = (model: ReturnType<typeof getPrivacyNoticeModel>, id: string) => model.sections.find((s) => s.id === id)!;

describe('the privacy notice (/privacidad)', () => {
  const model = getPrivacyNoticeModel({ contactEmail: CONTACT_EMAIL });

  it('has a summary first and one section per subject, each with its heading, in order', () => {
    expect([model.summary, ...model.sections].map((s) => s.heading)).toEqual(Object.values(NOTICE_HEADINGS));
    expect(new Set(model.sections.map((s) => s.id)).size).toBe(model.sections.length);
  });

  it('states every retention period from retention.ts', () => {
    const kept = sectionText(byId(model, 'conservacion'));
    expect(kept).toContain(`${MESSAGE_KEPT_DAYS_AFTER_DELIVERY} días después de que llegan a todos sus destinatarios`);
    expect(kept).toContain(`${SEND_KEY_KEPT_DAYS} días`);
    expect(kept).toContain(`${RATE_LIMIT_KEPT_HOURS} horas como máximo`);
    expect(sectionText(model.summary)).toContain(`${MESSAGE_KEPT_DAYS_AFTER_DELIVERY} días después de entregarlo`);
  });

  it('follows the constants when they change (nothing is written twice)', () => {
    const other = getPrivacyNoticeModel({ contactEmail: CONTACT_EMAIL, retention: { messageDays: 1, sendKeyDays: 3, rateLimitHours: 12 } });
    const kept = sectionText(byId(other, 'conservacion'));
    expect(kept).toContain('1 día después de que llegan');
    expect(kept).toContain('3 días.');
    expect(kept).toContain('12 horas como máximo');
    expect(kept).not.toContain(`${MESSAGE_KEPT_DAYS_AFTER_DELIVERY} días`);
  });

  it('shows its version and date', () => {
    expect(model.version).toBe(PRIVACY_NOTICE_VERSION);
    expect(model.date).toBe(noticeDate(PRIVACY_NOTICE_VERSION));
    expect(noticeDate('2026-11-27')).toBe('27 de noviembre de 2026');
    expect(noticeDate('2025-01-01')).toBe('1 de enero de 2025');
    expect(sectionText(byId(model, 'cambios'))).toContain(`versión ${PRIVACY_NOTICE_VERSION} del aviso, del ${model.date}`);
    expect(() => noticeDate('pronto')).toThrow(/YYYY-MM-DD/);
  });

  it('names the contact address wherever a reader is told to write', () => {
    const custom = getPrivacyNoticeModel({ contactEmail: 'privacidad@example.org' });
    const mail = { text: 'privacidad@example.org', href: 'mailto:privacidad@example.org' };
    for (const id of ['responsable', 'derechos']) expect(linksOf(byId(custom, id))).toContainEqual(mail);
    expect(linksOf(custom.summary)).toContainEqual(mail);
    expect(JSON.stringify(custom)).not.toContain(CONTACT_EMAIL);
  });

  it('leads to the unsubscribe page and says how long an ARCO request takes and where to complain', () => {
    const rights = byId(model, 'derechos');
    expect(linksOf(rights).map((l) => l.href)).toContain(paths.unsubscribe());
    const text = sectionText(rights);
    expect(text).toContain('20 días hábiles');
    expect(text).toContain('Secretaría Anticorrupción y Buen Gobierno');
    expect(text).toContain('Agencia Española de Protección de Datos');
    expect(text).toContain('la autoridad de protección de datos de tu país');
  });

  it('says there are no secondary purposes, no cookies, and what the device keeps', () => {
    expect(sectionText(byId(model, 'finalidades'))).toContain('No tenemos finalidades secundarias');
    const device = sectionText(byId(model, 'dispositivo'));
    expect(device).toContain('no usa cookies');
    expect(device).toContain('almacenamiento local');
  });

  it('is indexed, at /privacidad', () => {
    expect(model.meta.canonical).toBe('/privacidad');
    expect(model.meta.title).toBe('Aviso de privacidad | Hormiguero de Poemas');
  });
});

describe('readPrivacyContact (PRIVACY_CONTACT_EMAIL)', () => {
  it("is the footer's contact address unless the setting overrides it", () => {
    expect(readPrivacyContact({})).toBe(CONTACT_EMAIL);
    expect(readPrivacyContact({ PRIVACY_CONTACT_EMAIL: '  ' })).toBe(CONTACT_EMAIL);
    expect(readPrivacyContact({ PRIVACY_CONTACT_EMAIL: ' datos@example.org ' })).toBe('datos@example.org');
  });
  it('stops the build on a value that is not an address', () => {
    expect(() => readPrivacyContact({ PRIVACY_CONTACT_EMAIL: 'datos' })).toThrow(/PRIVACY_CONTACT_EMAIL/);
  });
});

describe('the one-line notices at the forms', () => {
  it('link to the full notice and take the period from retention.ts', () => {
    for (const notice of [NEWSLETTER_NOTICE, ...Object.values(HORMIGUEAR_NOTICE)]) {
      expect(notice.link).toEqual({ label: 'Aviso de privacidad', href: '/privacidad' });
    }
    expect(NEWSLETTER_NOTICE.text).toContain('date de baja');
    for (const notice of Object.values(HORMIGUEAR_NOTICE))
      expect(notice.text).toContain(`${MESSAGE_KEPT_DAYS_AFTER_DELIVERY} días después`);
  });
  it("say the name is optional where the form's name is optional", () => {
    const nameOf = (kind: keyof typeof HORMIGUEAR) => HORMIGUEAR[kind].fields.find((f) => f.name === 'nombre')!;
    expect(nameOf('poema').required).toBe(false);
    expect(HORMIGUEAR_NOTICE.poema.text).toContain('tu nombre, si lo escribes');
    expect(nameOf('visual').required).toBe(true);
    expect(HORMIGUEAR_NOTICE.visual.text).not.toContain('si lo escribes');
  });
});
