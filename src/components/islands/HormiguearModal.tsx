import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { TIMINGS_MS } from '@/consts';
import { failureMessage, postJson } from '@/lib/api/postJson';
import { $hormiguear, closeHormiguear } from '@/stores/hormiguear';
import styles from './HormiguearModal.module.css';

interface Props {
  /** Shown with the thanks (edition 1's insects), rendered by Astro. */
  children?: ReactNode;
}

type Phase = 'open' | 'sending' | 'thanked';

const TEXT = {
  poema: {
    heading: 'HORMIGUEAR POEMA',
    intro: 'Deja un mensaje para hormiguear este poema',
    thanks: 'POR HABER HORMIGUEADO ESTE POEMA',
  },
  visual: {
    heading: 'HORMIGUEAR OBRA VISUAL',
    intro: 'Por favor, ingresa tu nombre para hormiguear esta obra visual',
    thanks: 'POR HABER HORMIGUEADO ESTA OBRA VISUAL',
  },
} as const;

export const HORMIGUEO_FAILED = 'No se pudo registrar su hormigueo. Por favor, intente de nuevo.';

/**
 * The hormiguear modal (spec section 4): closed -> open -> sending -> thanked, which closes
 * itself after 2 s and clears the fields. X, Escape and a click outside close it; focus
 * stays inside while it is open (native modal <dialog>) and returns to the button after.
 */
export default function HormiguearModal({ children }: Props) {
  const target = useStore($hormiguear);
  const dialog = useRef<HTMLDialogElement>(null);
  const [phase, setPhase] = useState<Phase>('open');
  const [mensaje, setMensaje] = useState('');
  const [nombre, setNombre] = useState('');
  const [website, setWebsite] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (target && !el.open) {
      setPhase('open');
      setError(null);
      el.showModal();
      firstField()?.focus();
    } else if (!target && el.open) {
      el.close();
    }
  }, [target]);

  useEffect(() => {
    if (phase !== 'thanked') return;
    const timer = setTimeout(() => dialog.current?.close(), TIMINGS_MS.thanks);
    return () => clearTimeout(timer);
  }, [phase]);

  const text = TEXT[target?.kind ?? 'poema'];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!target || phase === 'sending') return;
    if (target.kind === 'poema' && !mensaje.trim()) return fail('Debes dejar un mensaje.');
    if (target.kind === 'visual' && !nombre.trim()) return fail('Por favor, ingresa tu nombre para continuar.');
    setError(null);
    setPhase('sending');
    const answer = await postJson(`/api/hormiguear/${target.kind}/${target.id}`, { mensaje, nombre, website });
    if (answer.status === 201) {
      setMensaje('');
      setNombre('');
      setPhase('thanked');
    } else {
      setPhase('open');
      fail(failureMessage(answer, HORMIGUEO_FAILED));
    }
  }

  function firstField() {
    return dialog.current?.querySelector<HTMLElement>('textarea, input:not([tabindex="-1"])');
  }

  function fail(message: string) {
    setError(message);
    firstField()?.focus();
  }

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="hormiguear-titulo"
      onClose={() => {
        setPhase('open');
        closeHormiguear();
      }}
      onClick={(event) => {
        // The dialog element itself is hit only on its backdrop: a click outside.
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
    >
      <div className={styles.panel}>
        <button type="button" className={styles.close} onClick={() => dialog.current?.close()} aria-label="Cerrar">
          ✕
        </button>
        {phase === 'thanked' ? (
          <div className={styles.thanks} role="status">
            {children}
            <p className={styles.thanksBig} id="hormiguear-titulo">
              GRACIAS
            </p>
            <p className={styles.thanksSmall}>{text.thanks}</p>
          </div>
        ) : (
          <form className={styles.form} onSubmit={submit} noValidate>
            <h2 id="hormiguear-titulo" className={styles.heading}>
              <span className={styles.icon} aria-hidden="true" />
              {text.heading}
            </h2>
            {target && <p className={styles.subject}>«{target.title}»</p>}
            <p className={styles.intro}>{text.intro}</p>
            {target?.kind === 'visual' ? (
              <>
                <label className={styles.label} htmlFor="hormiguear-nombre">
                  Tu nombre
                </label>
                <input
                  id="hormiguear-nombre"
                  className={styles.field}
                  value={nombre}
                  onChange={(e) => setNombre(e.target.value)}
                  placeholder="Tu nombre"
                  maxLength={100}
                  autoComplete="name"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'hormiguear-error' : undefined}
                />
                <label className={styles.label} htmlFor="hormiguear-mensaje">
                  Mensaje (opcional)
                </label>
                <textarea
                  id="hormiguear-mensaje"
                  className={styles.field}
                  value={mensaje}
                  onChange={(e) => setMensaje(e.target.value)}
                  placeholder="Mensaje"
                  maxLength={2000}
                  rows={3}
                />
              </>
            ) : (
              <>
                <label className={styles.label} htmlFor="hormiguear-mensaje">
                  Mensaje
                </label>
                <textarea
                  id="hormiguear-mensaje"
                  className={styles.field}
                  value={mensaje}
                  onChange={(e) => setMensaje(e.target.value)}
                  placeholder="Mensaje"
                  maxLength={2000}
                  rows={5}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'hormiguear-error' : undefined}
                />
                <label className={styles.label} htmlFor="hormiguear-nombre">
                  Tu nombre (opcional)
                </label>
                <input
                  id="hormiguear-nombre"
                  className={styles.field}
                  value={nombre}
                  onChange={(e) => setNombre(e.target.value)}
                  maxLength={100}
                  autoComplete="name"
                />
              </>
            )}
            {/* Honeypot: hidden from people; bots that fill it in are ignored. */}
            <div className={styles.honeypot} aria-hidden="true">
              <label>
                Sitio web
                <input tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
              </label>
            </div>
            {error && (
              <p className={styles.error} id="hormiguear-error" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className={styles.submit} disabled={phase === 'sending'}>
              {phase === 'sending' ? 'ENVIANDO...' : 'ENVIAR'}
            </button>
          </form>
        )}
      </div>
    </dialog>
  );
}
