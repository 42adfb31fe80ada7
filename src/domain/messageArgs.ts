/**
 * A rule's message that carries values: a catalog key (src/admin/i18n) and its arguments, in react-admin's format.
 * A form's ValidationError translates it in the user's language; the server answers it in Spanish. Apart from
 * validation.ts (zod) so the pages that load without zod (login, public) read it too.
 */
const WITH_ARGS = '@@react-admin@@';
export const withArgs = (key: string, args: Record<string, string | number>) =>
  `${WITH_ARGS}${JSON.stringify({ message: key, args })}`;

/** A message as `withArgs` wrote it, read back into its key and values; any other message as it is. */
export const readMessage = (message: string): string | { message: string; args: Record<string, unknown> } =>
  message.startsWith(WITH_ARGS)
    ? (JSON.parse(message.slice(WITH_ARGS.length)) as { message: string; args: Record<string, unknown> })
    : message;
