import { LIMITS } from '@/lib/actions/rules';

/**
 * The field only bots fill in (hidden from people and from screen readers, out of the tab
 * order). A form that comes back with it filled is answered like a success and changes
 * nothing.
 */
export default function Honeypot() {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        Sitio web
        <input name="website" tabIndex={-1} autoComplete="off" maxLength={LIMITS.honeypot} />
      </label>
    </div>
  );
}
