import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { TIMINGS_MS } from '@/consts';
import { isValidEmail } from '@/lib/actions/isValidEmail';
import { LIMITS, MESSAGES, NEWSLETTER, PENDING, SUBSCRIBE_ENDPOINT } from '@/lib/actions/rules';
import { failureMessage } from '@/lib/api/postJson';
import { NEWSLETTER_NOTICE } from '@/lib/privacy/formNotices';
import { deliver, newSendKey, resendNow } from '@/scripts/actions/deliver';
import FormNotice from './FormNotice';
import Honeypot from './Honeypot';
import styles from './NewsletterForm.module.css';

/**
 * success: subscribed now (cleared after 5 s); info: already subscribed, or waiting for the
 * connection to send it; error: nothing changed.
 */
type Message = { text: string; tone: 'success' | 'info' | 'error' };

/**
 * The newsletter form: idle -> 'Enviando...' -> success (field cleared, message gone after
 * 5 s) or failure. A plain form that POSTs to the function, so it works before hydration and
 * without JavaScript; its field is uncontrolled, so an address typed before the script
 * arrived is still there, and sent, afterwards. On a connection that drops, the subscription
 * waits (the reader is told, the address stays and is kept on the device) and is resent with
 * the same key until answered: the reader is told once that they subscribed, never that the
 * address they just gave was already registered.
 */
export default function NewsletterForm() {
  const [sending, setSending] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  // A send stops resending when the island goes (it stays kept for the next visit).
  const gone = useRef(new AbortController());
  useEffect(() => () => gone.current.abort(), []);

  useEffect(() => {
    if (message?.tone !== 'success') return;
    const timer = setTimeout(() => setMessage(null), TIMINGS_MS.newsletterMessage);
    return () => clearTimeout(timer);
  }, [message]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // Waiting for the connection: pressing again resends now.
    if (waiting) return resendNow();
    if (sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const address = String(data.get('correo') ?? '').trim();
    if (!isValidEmail(address)) return setMessage({ text: MESSAGES.invalidEmail, tone: 'error' });
    setSending(true);
    setMessage(null);
    const send = {
      key: newSendKey(),
      url: SUBSCRIBE_ENDPOINT,
      body: { correo: address, website: String(data.get('website') ?? '') },
      kind: 'suscripcion' as const,
      title: address,
      since: Date.now(),
    };
    const answer = await deliver(send, {
      signal: gone.current.signal,
      onWaiting: ({ status }) => {
        setSending(false);
        setWaiting(true);
        setMessage({ text: status === 0 ? PENDING.waitingSubscription : PENDING.retryingSubscription, tone: 'info' });
      },
    });
    setSending(false);
    setWaiting(false);
    if (!answer) return;
    const text = answer.body?.mensaje;
    if (answer.status === 201 && typeof text === 'string') {
      form.reset();
      setMessage({ text, tone: 'success' });
    } else if (answer.status === 200 && typeof text === 'string') {
      setMessage({ text, tone: 'info' });
    } else {
      setMessage({ text: failureMessage(answer, MESSAGES.subscriptionFailed), tone: 'error' });
    }
  }

  return (
    <form className={styles.form} method="post" action={SUBSCRIBE_ENDPOINT} onSubmit={submit} noValidate>
      <div className={styles.row}>
        <label className="visually-hidden" htmlFor="newsletter-correo">
          {NEWSLETTER.label}
        </label>
        <input
          id="newsletter-correo"
          className={styles.input}
          name="correo"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={NEWSLETTER.placeholder}
          maxLength={LIMITS.email}
          readOnly={waiting}
          required
          aria-invalid={message?.tone === 'error' ? true : undefined}
          aria-describedby="newsletter-estado"
        />
        <button className={`submit-button ${styles.button}`} type="submit" disabled={sending}>
          {sending ? MESSAGES.sending : NEWSLETTER.button}
        </button>
      </div>
      <Honeypot />
      <p id="newsletter-estado" className={`${styles.message} ${message?.tone === 'error' ? styles.error : ''}`} role="status">
        {message?.text}
      </p>
      <FormNotice notice={NEWSLETTER_NOTICE} className={styles.notice} />
    </form>
  );
}
