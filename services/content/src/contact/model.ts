import { model, Schema } from 'mongoose';
import { CONTACT_SUBJECTS } from '@ministry/contracts/contact';

const contactSubmissionSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 100 },
    email: { type: String, required: true, trim: true, maxlength: 254 },
    phone: { type: String, trim: true, maxlength: 40, default: null },
    subject: { type: String, required: true, enum: CONTACT_SUBJECTS },
    message: { type: String, required: true, trim: true, maxlength: 5000 },
    /** Sent by a signed-in member whose plan was active: her plan promises a reply within 24 hours. */
    memberSupport: { type: Boolean, default: false },
    replyBy: { type: Date, default: null },
    /** When staff marked it answered; null while waiting. */
    answeredAt: { type: Date, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
contactSubmissionSchema.index({ createdAt: -1 });
contactSubmissionSchema.index({ memberSupport: 1, answeredAt: 1, replyBy: 1 });

export const ContactSubmissionModel = model(
  'ContactSubmission',
  contactSubmissionSchema,
  'contact_submissions',
);
