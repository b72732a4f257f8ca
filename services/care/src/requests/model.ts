import { model, Schema, type InferSchemaType } from 'mongoose';
import { sealedTextSchema } from '../text-crypto';

/**
 * A counseling request from the contact form: who wrote and what (name, e-mail and text sealed
 * together as one JSON text), only the assigned counselor reads it. `_id` is `contact:<message id>`
 * when the content service names its message, so a retried call stores it once.
 */
const careRequestSchema = new Schema(
  {
    _id: { type: String, required: true },
    language: { type: String, enum: ['en', 'es'], required: true },
    sealed: { type: sealedTextSchema, default: null },
    counselorId: { type: String, default: null },
    textsDeletedAt: { type: Date, default: null },
  },
  { timestamps: true },
);
export type CareRequestDocument = InferSchemaType<typeof careRequestSchema> & {
  _id: string;
  createdAt: Date;
};
export const CareRequestModel = model('CareRequest', careRequestSchema, 'care_requests');
