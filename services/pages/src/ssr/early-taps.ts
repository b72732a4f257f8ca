import { createHash } from 'node:crypto';
import { SSR_EARLY_TAPS_GLOBAL } from '@ministry/contracts/ssr';

/**
 * The inline script at the top of a server-rendered page (issue 43): until `<html data-hydrated>`,
 * nothing on the page answers a tap, so it keeps them for the shell to replay once hydrated
 * (shell/src/early-taps.ts). In the capture phase on the document, ahead of React's own listeners:
 * - a tap on a button (or submit input) is held (no native submit) and kept;
 * - a form submitted without a button (Enter in a lone field) is held and kept with its submitter;
 * - typing, a choice in a select, a box or radio ticked stay as the browser made them; the field and
 *   its last value (checked or not, for a box or radio) are kept, because React's first render after
 *   hydration may put its own value back before the replay.
 * Plain links need nothing: they navigate natively.
 *
 * Written by hand in its sent form (it is on every first visit): each line below is sent as it is.
 */
export const EARLY_TAPS_SCRIPT = [
  `(function(d,q){window.${SSR_EARLY_TAPS_GLOBAL}=q;`,
  'function on(t,f){d.addEventListener(t,function(e){d.documentElement.dataset.hydrated!="true"&&f(e,e.target)},!0)}',
  'function keep(e,x){e.preventDefault();e.stopPropagation();q.taps.push(x)}',
  'on("input",function(e,t){t.type!="file"&&q.fields.set(t,/^(checkbox|radio)$/.test(t.type)?t.checked:t.value)});',
  'on("click",function(e,t){var b=t.closest&&t.closest("button,input[type=submit]");b&&keep(e,[b])});',
  'on("submit",function(e,t){keep(e,[t,e.submitter])})',
  '})(document,{fields:new Map,taps:[]})',
].join('');

/** The `'sha256-…'` source that lets the script run under the page's Content-Security-Policy. */
export const EARLY_TAPS_SOURCE = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT, 'utf8').digest('base64')}'`;
