import { useStore } from '@nanostores/react';
import { Fragment, useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
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

interface FieldSpec {
  name: 'mensaje' | 'nombre';
  label: string;
  placeholder?: string;
  required: boolean;
  multiline: boolean;
  rows?: number;
}

/** A poem asks for a message (name optional); a visual work for a name (message optional). */
function fieldsFor(kind: 'poema' | 'visual'): FieldSpec[] {
  return kind === 'poema'
    ? [
        { name: 'mensaje', label: 'Mensaje', placeholder: 'Mensaje', required: true, multiline: true, rows: 5 },
        { name: 'nombre', label: 'Tu nombre (opcional)', required: false, multiline: false },
      ]
    : [
        { name: 'nombre', label: 'Tu nombre', placeholder: 'Tu nombre', required: true, multiline: false },
        { name: 'mensaje', label: 'Mensaje (opcional)', placeholder: 'Mensaje', required: false, multiline: true, rows: 3 },
      ];
}

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
        // A late 'close' for a modal already open again is stale.
        if (dialog.current?.open) return;
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
          <span aria-hidden="true">✕</span>
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
            {fieldsFor(target?.kind ?? 'poema').map((field) => {
              const Tag = field.multiline ? 'textarea' : 'input';
              const [value, setValue] = field.name === 'mensaje' ? [mensaje, setMensaje] : [nombre, setNombre];
              return (
                <Fragment key={field.name}>
                  <label className={styles.label} htmlFor={`hormiguear-${field.name}`}>
                    {field.label}
                  </label>
                  <Tag
                    id={`hormiguear-${field.name}`}
                    className={styles.field}
                    value={value}
                    onChange={(e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(e.target.value)}
                    placeholder={field.placeholder}
                    maxLength={field.name === 'mensaje' ? 2000 : 100}
                    rows={field.multiline ? field.rows : undefined}
                    autoComplete={field.name === 'nombre' ? 'name' : undefined}
                    aria-invalid={field.required && error ? true : undefined}
                    aria-describedby={field.required && error ? 'hormiguear-error' : undefined}
                  />
                </Fragment>
              );
            })}
            {/* Honeypot: hidden from people; bots that fill it in are ignored. */}
            <div className="honeypot" aria-hidden="true">
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
