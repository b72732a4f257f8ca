import { useEffect, useRef, type KeyboardEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A dialog's onKeyDown: Tab from its last control goes to its first, Shift+Tab from its first to its
 * last. Bootstrap's modal only pulls focus back once it has already left (to the browser's own UI
 * when the dialog is the last thing in the page).
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * What every react-bootstrap Modal of the site is given: Tab kept inside, and no fade. The fade's end
 * is read from \`transitionend\` events, and a button's own transition inside the dialog sends those
 * too: a dialog closed while it was still fading in (Enter on Cancel right after opening) could stay
 * in the page, invisible, modal and holding the focus (react-bootstrap issues 5230 and 6153).
 */
export const DIALOG_PROPS = { animation: false, onKeyDown: keepTabInside } as const;

/**
 * For a tab list whose selection lives in the address: once the new tab is selected (a transition,
 * after React-Bootstrap's own arrow-key refocus ran), the focus follows it if it was in the list.
 */
export function useFocusFollowsSelectedTab<T extends HTMLElement>(activeKey: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const list = ref.current;
    if (list?.contains(document.activeElement))
      list.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [activeKey]);
  return ref;
}
