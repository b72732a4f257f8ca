/** MongoDB's (and FerretDB's) code for an insert that hit a unique index: the claim was someone else's. */
export const DUPLICATE_KEY = 11000;

export function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: number } | null)?.code === DUPLICATE_KEY;
}
