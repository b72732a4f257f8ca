/** MongoDB's (and FerretDB's) code for an insert that hit a unique index: the claim was someone else's. */
export const DUPLICATE_KEY = 11000;

export function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: number } | null)?.code === DUPLICATE_KEY;
}

/** Inserts a document unless one with its `_id` exists (then the first stays). */
export async function insertOnce(
  model: { create: (doc: object) => Promise<unknown> },
  doc: object,
): Promise<void> {
  try {
    await model.create(doc);
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
}
