/** PostgreSQL's unique_violation (23505), as the driver reports it directly or drizzle wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return (code ?? cause?.code) === '23505';
}
