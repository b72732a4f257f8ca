/**
 * Which SMTP failures are a hard bounce: the receiving server refused the recipient for good (a 5xx
 * reply to RCPT TO: "550 5.1.1 No such mailbox"). Such a message is never retried, and the address is
 * reported (`onHardBounce` of createMailSender) so announcements stop going to it. Anything else (a
 * 4xx, a connection that dropped, a 5xx to MAIL FROM or DATA, which says nothing of the address) is
 * retried with backoff as before.
 */
export function isHardBounce(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { responseCode, command } = error as { responseCode?: unknown; command?: unknown };
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    typeof command === 'string' &&
    /^RCPT\b/i.test(command)
  );
}

/** Tells the sender's `onHardBounce` of a message that bounced hard; a failure of it goes to `onError`. */
export async function tellHardBounce(
  error: unknown,
  hooks: {
    onHardBounce?: (email: string, key: string) => Promise<unknown> | unknown;
    onError?: (error: unknown) => void;
  },
  message: { _id: string; to: string },
): Promise<void> {
  if (!hooks.onHardBounce || !isHardBounce(error)) return;
  try {
    await hooks.onHardBounce(message.to, message._id);
  } catch (hookError) {
    hooks.onError?.(hookError);
  }
}
