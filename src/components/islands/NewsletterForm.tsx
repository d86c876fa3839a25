import { useEffect, useState, type FormEvent } from 'react';
import { TIMINGS_MS } from '@/consts';
import { failureMessage, postJson } from '@/lib/api/postJson';
import { isValidEmail } from '@/lib/validation/isValidEmail';
import styles from './NewsletterForm.module.css';

/** success: subscribed now (cleared after 5 s); info: already subscribed; error: nothing changed. */
type Message = { text: string; tone: 'success' | 'info' | 'error' };

export const SUBSCRIPTION_FAILED = 'Ocurrió un error. Por favor, intenta nuevamente.';
export const INVALID_EMAIL = 'Por favor, ingresa un correo electrónico válido';

/**
 * The newsletter form (spec sections 4 and 5): idle -> 'Enviando...' -> success (field
 * cleared, message gone after 5 s) or failure. Rendered as a plain form that POSTs to
 * /api/suscribir, so it also works before hydration and without JavaScript.
 */
export default function NewsletterForm() {
  const [correo, setCorreo] = useState('');
  const [website, setWebsite] = useState('');
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  useEffect(() => {
    if (message?.tone !== 'success') return;
    const timer = setTimeout(() => setMessage(null), TIMINGS_MS.newsletterMessage);
    return () => clearTimeout(timer);
  }, [message]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const address = correo.trim();
    if (!isValidEmail(address)) return setMessage({ text: INVALID_EMAIL, tone: 'error' });
    setSending(true);
    setMessage(null);
    const answer = await postJson('/api/suscribir', { correo: address, website });
    setSending(false);
    const text = answer.body?.mensaje;
    if (answer.status === 201 && typeof text === 'string') {
      setCorreo('');
      setMessage({ text, tone: 'success' });
    } else if (answer.status === 200 && typeof text === 'string') {
      setMessage({ text, tone: 'info' });
    } else {
      setMessage({ text: failureMessage(answer, SUBSCRIPTION_FAILED), tone: 'error' });
    }
  }

  return (
    <form className={styles.form} method="post" action="/api/suscribir" onSubmit={submit} noValidate>
      <div className={styles.row}>
        <label className="visually-hidden" htmlFor="newsletter-correo">
          Correo electrónico
        </label>
        <input
          id="newsletter-correo"
          className={styles.input}
          name="correo"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="Ingresa tu correo"
          maxLength={254}
          required
          value={correo}
          onChange={(e) => setCorreo(e.target.value)}
          aria-invalid={message?.tone === 'error' ? true : undefined}
          aria-describedby="newsletter-estado"
        />
        <button className={styles.button} type="submit" disabled={sending}>
          {sending ? 'Enviando...' : 'Suscríbete'}
        </button>
      </div>
      <div className="honeypot" aria-hidden="true">
        <label>
          Sitio web
          <input name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
        </label>
      </div>
      <p id="newsletter-estado" className={`${styles.message} ${message?.tone === 'error' ? styles.error : ''}`} role="status">
        {message?.text}
      </p>
    </form>
  );
}
