import type { FormNotice as Notice } from '@/lib/privacy/formNotices';

/**
 * A form's one-line privacy notice and its link to the full notice (server-rendered with the
 * form). Fine print, so <small> (a block by its class), not a paragraph: readers' tools that
 * look for the page's text (Reader View) must not take the footer's form for an article.
 */
export default function FormNotice({ notice, className }: { notice: Notice; className?: string | undefined }) {
  return (
    <small className={className}>
      {`${notice.text} `}
      <a href={notice.link.href}>{notice.link.label}</a>.
    </small>
  );
}
