/**
 * @jest-environment jsdom
 */
/// <reference lib="dom" />
import { SSR_EARLY_TAPS_GLOBAL } from '@ministry/contracts/ssr';
import { EARLY_TAPS_SCRIPT } from '../ssr/early-taps';

/**
 * The inline script of a server-rendered page, run in a browser-like document: until the page is
 * hydrated it holds taps and remembers typing for the shell's replay; after, it lets everything be.
 */
interface Kept {
  fields: Map<Element, string | boolean>;
  taps: Element[][];
}

let kept: Kept;
const bubbled = jest.fn();

beforeAll(() => {
  // As the browser runs it: once, at the top of the page.
  new Function(EARLY_TAPS_SCRIPT)();
  kept = (window as unknown as Record<string, Kept>)[SSR_EARLY_TAPS_GLOBAL]!;
  document.body.addEventListener('click', bubbled);
  document.body.addEventListener('submit', bubbled);
});

beforeEach(() => {
  document.body.innerHTML =
    '<form><input id="name"><select id="size"><option>S</option><option>M</option></select>' +
    '<input id="news" type="checkbox"><button id="add" type="button"><span id="icon">+</span></button>' +
    '<button id="send">Send</button></form><a id="home" href="#home">Home</a>';
  kept.fields.clear();
  kept.taps.length = 0;
});

afterEach(() => document.documentElement.removeAttribute('data-hydrated'));

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const type = (field: HTMLInputElement | HTMLSelectElement, value: string) => {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('before the page is hydrated', () => {
  it('holds a tap on a button (or inside one) and keeps the button, in order', () => {
    byId('icon').click();
    byId('send').click();
    expect(kept.taps).toEqual([[byId('add')], [byId('send')]]);
    // Held: nothing on the page heard it, and the form was not sent natively.
    expect(bubbled).not.toHaveBeenCalled();
  });

  it('lets a box be ticked and remembers it ticked', () => {
    byId<HTMLInputElement>('news').click();
    expect(byId<HTMLInputElement>('news').checked).toBe(true);
    expect(kept.taps).toEqual([]);
    expect(kept.fields.get(byId('news'))).toBe(true);
  });

  it('holds a form sent without a button, with the form', () => {
    document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(kept.taps[0]?.[0]).toBe(document.querySelector('form'));
    expect(bubbled).not.toHaveBeenCalled();
  });

  it('leaves typing in the field and remembers each field with its last value', () => {
    type(byId('name'), 'Ru');
    type(byId('name'), 'Ruth');
    type(byId('size'), 'M');
    expect(byId<HTMLInputElement>('name').value).toBe('Ruth');
    expect([...kept.fields]).toEqual([
      [byId('name'), 'Ruth'],
      [byId('size'), 'M'],
    ]);
  });

  it('lets a plain link be', () => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('home').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(kept.taps).toEqual([]);
  });
});

it('once hydrated, holds and keeps nothing', () => {
  document.documentElement.dataset.hydrated = 'true';
  byId('send').click();
  type(byId('name'), 'Ruth');
  expect(bubbled).toHaveBeenCalled();
  expect(kept.taps).toEqual([]);
  expect(kept.fields.size).toBe(0);
});
