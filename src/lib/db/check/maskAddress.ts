// A subscriber's address as a report may show it: the first letter and the domain
// (`l***@example.com`). db:check's output gets pasted into issues and chats, and an editor
// still recognises the address from that and the row ids.

/** Masks an e-mail address, normalised first (trimmed, lower case) as the subscription is. */
export function maskAddress(address: string): string {
  const normalised = address.trim().toLowerCase();
  const at = normalised.lastIndexOf('@');
  const local = at === -1 ? normalised : normalised.slice(0, at);
  const domain = at === -1 ? '' : normalised.slice(at);
  return `${[...local][0] ?? ''}***${domain}`;
}
