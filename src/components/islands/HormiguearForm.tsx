import { Fragment, type Ref, type SubmitEvent } from 'react';
import { HORMIGUEAR, PENDING, SEND, SENDING, type HormiguearKind } from '@/lib/actions/rules';
import { HORMIGUEAR_NOTICE } from '@/lib/privacy/formNotices';
import FormNotice from './FormNotice';
import Honeypot from './Honeypot';
import styles from './HormiguearForm.module.css';

/** What the reader had typed (a form-post page shows the form again with it). */
export interface HormiguearValues {
  mensaje: string;
  nombre: string;
}

interface Props {
  kind: HormiguearKind;
  /** The endpoint it posts to. */
  action: string;
  /** The page to return to after a post without JavaScript (a path of this site). */
  back: string;
  /** A heading of the dialog (h2) or of a page of its own (h1). */
  headingLevel?: 'h1' | 'h2';
  /** The work's title, shown under the heading. */
  subject?: string | undefined;
  defaults?: HormiguearValues | undefined;
  error?: string | null | undefined;
  sending?: boolean | undefined;
  /**
   * Sent, not yet answered (no connection, or the server failed): why it waits. The fields
   * keep the words being resent and cannot change; ENVIAR resends at once.
   */
  waiting?: string | null | undefined;
  onSubmit?: ((event: SubmitEvent<HTMLFormElement>) => void) | undefined;
  formRef?: Ref<HTMLFormElement> | undefined;
}

export const HORMIGUEAR_HEADING_ID = 'hormiguear-titulo';
const ERROR_ID = 'hormiguear-error';

/**
 * The hormiguear form: a plain HTML form that POSTs to its function and works alone
 * (without JavaScript, or before the scripts arrive); the dialog island submits the same
 * form with fetch. Fields are uncontrolled: what the reader typed lives in the DOM, so it
 * survives hydration, and FormData reads it on submit.
 */
export default function HormiguearForm({
  kind,
  action,
  back,
  headingLevel = 'h2',
  subject,
  defaults,
  error,
  sending,
  waiting,
  onSubmit,
  formRef,
}: Props) {
  const copy = HORMIGUEAR[kind];
  const Heading = headingLevel;
  return (
    <form ref={formRef} className={styles.form} method="post" action={action} onSubmit={onSubmit} noValidate>
      <Heading id={HORMIGUEAR_HEADING_ID} className={styles.heading}>
        <span className={styles.icon} aria-hidden="true" />
        {copy.heading}
      </Heading>
      {subject && <p className={styles.subject}>«{subject}»</p>}
      <p className={styles.intro}>{copy.intro}</p>
      {copy.fields.map((field) => {
        const id = `hormiguear-${field.name}`;
        const invalid = field.required && !!error;
        const common = {
          id,
          name: field.name,
          className: styles.field,
          placeholder: field.placeholder,
          maxLength: field.maxLength,
          defaultValue: defaults?.[field.name],
          readOnly: !!waiting,
          'aria-invalid': invalid || undefined,
          'aria-describedby': invalid ? ERROR_ID : undefined,
        };
        return (
          <Fragment key={field.name}>
            <label className={styles.label} htmlFor={id}>
              {field.label}
            </label>
            {field.multiline ? <textarea {...common} rows={field.rows} /> : <input {...common} type="text" autoComplete="name" />}
          </Fragment>
        );
      })}
      <input type="hidden" name="volver" defaultValue={back} />
      <Honeypot />
      {error && (
        <p className={styles.error} id={ERROR_ID} role="alert">
          {error}
        </p>
      )}
      <p className={styles.waiting} role="status">
        {waiting && (
          <>
            {waiting} {PENDING.kept}
          </>
        )}
      </p>
      <button type="submit" className={`submit-button ${styles.submit}`} disabled={sending}>
        {sending ? SENDING : SEND}
      </button>
      <FormNotice notice={HORMIGUEAR_NOTICE[kind]} className={styles.notice} />
    </form>
  );
}
