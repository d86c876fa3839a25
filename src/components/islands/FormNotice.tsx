import type { FormNotice as Notice } from '@/lib/privacy/formNotices';

/** A form's one-line privacy notice and its link to the full notice (server-rendered with the form). */
export default function FormNotice({ notice, className }: { notice: Notice; className?: string | undefined }) {
  return (
    <p className={className}>
      {`${notice.text} `}
      <a href={notice.link.href}>{notice.link.label}</a>.
    </p>
  );
}
