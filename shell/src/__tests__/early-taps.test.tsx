import { useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { replayEarlyTaps, type EarlyTaps } from '../early-taps';

/**
 * What was tapped or typed on a server-rendered page before it was hydrated reaches React once it
 * is: the page's DOM as the server sent it, what the inline script kept, then hydration and replay.
 * Without act(): React schedules its updates as in a browser, which is what the replay's order
 * (values typed, then taps after React has applied them) is about.
 */
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = false));
afterAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment));

function SignUp({ onSubmit, onTap }: { onSubmit: (name: string) => void; onTap: () => void }) {
  const [name, setName] = useState('');
  const [news, setNews] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(name);
  };
  return (
    <form onSubmit={submit}>
      <label htmlFor="name">Name</label>
      <input id="name" value={name} onChange={(event) => setName(event.target.value)} />
      <input id="news" type="checkbox" checked={news} onChange={(event) => setNews(event.target.checked)} />
      <label htmlFor="news">News</label>
      <p data-testid="echo">
        Hello {name}
        {news && ', with news'}
      </p>
      <button type="button" onClick={onTap}>
        Add
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

let root: Root | undefined;
let container: HTMLElement;
const onSubmit = jest.fn();
const onTap = jest.fn();
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(async () => {
  const page = <SignUp onSubmit={onSubmit} onTap={onTap} />;
  container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  root = hydrateRoot(container, page);
  await settle();
});

afterEach(async () => {
  root?.unmount();
  await settle();
  container.remove();
});

const field = () => container.querySelector<HTMLInputElement>('#name')!;
const button = (label: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === label)!;
const echo = () => container.querySelector('[data-testid="echo"]')!.textContent;

describe('replaying early taps', () => {
  it('hands what she typed before hydration to React (its onChange), then submits it', async () => {
    // Typed before hydration: the DOM has it, React (hydrated after) has its own empty value.
    field().value = 'Ruth';
    const taps: EarlyTaps = { fields: new Map([[field(), 'Ruth']]), taps: [[button('Send')]] };
    expect(echo()).toBe('Hello ');

    replayEarlyTaps(taps);
    await settle();
    expect(echo()).toBe('Hello Ruth');
    expect(field().value).toBe('Ruth');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('Ruth');
    expect(taps.fields.size).toBe(0);
  });

  it('keeps her text when React put its own value back before the replay', async () => {
    field().value = '';
    const taps: EarlyTaps = { fields: new Map([[field(), 'Naomi']]), taps: [] };
    replayEarlyTaps(taps);
    await settle();
    expect(field().value).toBe('Naomi');
    expect(echo()).toBe('Hello Naomi');
  });

  it('hands a box she ticked before hydration to React, ticked once', async () => {
    const box = container.querySelector<HTMLInputElement>('#news')!;
    box.checked = true;
    const taps: EarlyTaps = { fields: new Map([[box, true]]), taps: [] };
    replayEarlyTaps(taps);
    await settle();
    expect(box.checked).toBe(true);
    expect(echo()).toBe('Hello , with news');
  });

  it('taps a held button once, however often the replay runs', async () => {
    const taps: EarlyTaps = { fields: new Map(), taps: [[button('Add')]] };
    replayEarlyTaps(taps);
    replayEarlyTaps(taps);
    await settle();
    replayEarlyTaps(taps);
    await settle();
    expect(onTap).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits a held form with its submitter', async () => {
    const form = container.querySelector('form')!;
    replayEarlyTaps({ fields: new Map(), taps: [[form, button('Send')]] });
    await settle();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('drops what is no longer on the page', async () => {
    const gone = document.createElement('button');
    const goneClick = jest.spyOn(gone, 'click');
    const goneField = document.createElement('input');
    const taps: EarlyTaps = {
      fields: new Map([[goneField, 'Ruth']]),
      taps: [[gone], [document.createElement('form'), null], [button('Add')]],
    };
    replayEarlyTaps(taps);
    await settle();
    expect(goneClick).not.toHaveBeenCalled();
    expect(goneField.value).toBe('');
    expect(onTap).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a page without the inline script', () => {
    expect(() => replayEarlyTaps(undefined)).not.toThrow();
    expect(() => replayEarlyTaps()).not.toThrow();
  });
});
