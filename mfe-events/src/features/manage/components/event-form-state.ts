import type { eventInputSchema } from '@ministry/contracts/event-input';
import type { useForm } from '@ministry/platform/use-form';
import type { EventFormValues } from '../form-values';

/** What each section of the event form works with: the form's `useForm` result. */
export type EventFormState = ReturnType<typeof useForm<typeof eventInputSchema, EventFormValues>>;

/** A section of the event form: its fields, bound to the form. */
export interface SectionProps {
  form: EventFormState;
}
