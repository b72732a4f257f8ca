import { SSR_EARLY_TAPS_GLOBAL } from '@ministry/contracts/ssr';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What a server-rendered page's inline script kept before the page was hydrated
 * (services/pages/src/ssr/early-taps.ts): each field changed with its last value (whether it is
 * checked, for a box or radio), and each tap held, in order (a button tapped, or a form submitted
 * with its submitter).
 */
export interface EarlyTaps {
  fields: Map<Field, string | boolean>;
  taps: ([Element] | [HTMLFormElement, HTMLElement | null | undefined])[];
}

const kept = () => (window as unknown as Record<string, EarlyTaps | undefined>)[SSR_EARLY_TAPS_GLOBAL];

/** The prototype's setter of `property`: it writes the field without React's value tracker seeing it. */
function untracked(field: Field, property: 'value' | 'checked', value: string | boolean): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set?.call(field, value);
}

/**
 * The field shows what she left in it and React hears it (its onChange). React's value tracker (an
 * own property on the element) reports a change only when the field differs from what it last saw,
 * which since hydration is what she left: the tracked property first takes another value, then the
 * untracked setter writes hers back.
 */
function typeInto(field: Field, value: string | boolean): void {
  if (typeof value === 'boolean') {
    if (!(field instanceof HTMLInputElement)) return;
    field.checked = !value;
    untracked(field, 'checked', value);
    // React hears a box's change as a click; a plain Event (not a MouseEvent) does not toggle it again.
    field.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  field.value = value === '' ? ' ' : '';
  untracked(field, 'value', value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (field instanceof HTMLSelectElement) field.dispatchEvent(new Event('change', { bubbles: true }));
}

function tapAgain([element, submitter]: EarlyTaps['taps'][number]): void {
  if (!element.isConnected) return;
  if (element instanceof HTMLFormElement)
    element.requestSubmit(submitter?.isConnected && submitter.closest('form') === element ? submitter : null);
  else if (element instanceof HTMLElement) element.click();
}

/**
 * Once the page is hydrated (call it outside React's render and effects): what she typed is handed to
 * React, then each tap is made again, once. Elements React no longer shows are dropped.
 */
export function replayEarlyTaps(taps: EarlyTaps | undefined = kept()): void {
  if (!taps) return;
  for (const [field, value] of taps.fields) if (field.isConnected) typeInto(field, value);
  taps.fields.clear();
  const held = taps.taps.splice(0);
  // After React has applied what was typed (its updates for input events run in a microtask): a
  // submit then sends it.
  if (held.length > 0) setTimeout(() => held.forEach(tapAgain), 0);
}
