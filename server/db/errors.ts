/**
 * Whether a write failed on a unique index, and on which columns, in either dialect: SQLite says
 * "UNIQUE constraint failed: users.email", PostgreSQL answers code 23505 with the constraint's name and
 * "Key (email)=(…) already exists" in its detail. Answers the text to look for column names in.
 */
export function uniqueViolation(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, detail, constraint } = error as { code?: unknown; message?: unknown; detail?: unknown; constraint?: unknown };
  if (code === '23505') return `${String(constraint ?? '')} ${String(detail ?? '')}`;
  if (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT') && String(message).includes('UNIQUE')) return String(message);
  return null;
}
