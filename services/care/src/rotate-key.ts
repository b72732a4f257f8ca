import mongoose, { type Connection } from 'mongoose';
import { loadConfig } from './config';
import { openText, sealText, textLabel, type SealedText, type TextKeyring } from './text-crypto';

/**
 * Key rotation: every confidential text not sealed with the current key is opened with its own key
 * and sealed again with the current one. Run with the new key as CARE_TEXT_KEY and the old one(s) in
 * CARE_TEXT_PREVIOUS_KEYS (the service reads both meanwhile); once it reports nothing left, the old
 * key can be dropped. Safe to run again (and while the service runs): each text is rewritten only
 * if it still holds the ciphertext that was read.
 */
export async function rotateTexts(
  connection: Connection,
  keyring: TextKeyring,
): Promise<{ rotated: number; remaining: number }> {
  let rotated = 0;
  let remaining = 0;
  const reseal = async (collection: string, record: string, fields: [path: string, field: string][]) => {
    const documents = connection.collection<Record<string, unknown>>(collection);
    const projection = Object.fromEntries(fields.map(([path]) => [path, 1]));
    for (const doc of await documents.find({}, { projection }).toArray()) {
      const id = String(doc._id);
      for (const [path, field] of fields) {
        const sealed = doc[path] as SealedText | null | undefined;
        if (!sealed || sealed.keyId === keyring.current.id) continue;
        if (!keyring.keys.has(sealed.keyId)) {
          remaining += 1;
          continue;
        }
        const label = textLabel(record, id, field);
        const fresh = sealText(keyring, openText(keyring, sealed, label), label);
        const result = await documents.updateOne(
          { _id: doc._id, [`${path}.data`]: sealed.data },
          { $set: { [path]: fresh } },
        );
        rotated += result.modifiedCount;
      }
    }
  };
  await reseal('care_appointments', 'appointment', [
    ['intake', 'intake'],
    ['notes', 'notes'],
  ]);
  await reseal('care_sliding_scale', 'sliding-scale', [['reason', 'reason']]);
  await reseal('care_mentoring_requests', 'mentoring', [['text', 'text']]);
  await reseal('care_requests', 'request', [['sealed', 'text']]);
  return { rotated, remaining };
}

/** `npm run rotate-key -w services/care` (with the service's environment). */
async function main(): Promise<void> {
  const config = loadConfig();
  await mongoose.connect(config.mongodbUri, { dbName: config.databaseName });
  try {
    const result = await rotateTexts(mongoose.connection, config.textKeys);
    process.stdout.write(
      `re-encrypted ${result.rotated} texts; ${result.remaining} sealed with a key not given\n`,
    );
    if (result.remaining) process.exitCode = 1;
  } finally {
    await mongoose.disconnect();
  }
}

if (require.main === module) void main();
