// The static floor's hero as a React component, hydrated by the framework floors' bundles
// (bench-framework-floor.mjs): the same markup, its texts read from the page as the site reads its
// server's data, and `<html data-hydrated="true">` once React has taken the page over.
import { createElement as h, useEffect } from 'react';

/** @param {string} selector */
const textOf = (selector) => document.querySelector(selector)?.textContent ?? '';

/** The hero's texts, as the server wrote them. */
export const heroTexts = () => ({
  eyebrow: textOf('.hero p'),
  title: textOf('h1'),
  subtitle: textOf('.lead'),
});

function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** @param {{ t: (key: 'eyebrow' | 'title' | 'subtitle') => string }} props */
export function Hero({ t }) {
  return h(
    'main',
    null,
    h(
      'section',
      { className: 'hero' },
      h('p', null, t('eyebrow')),
      h('h1', null, t('title')),
      h('p', { className: 'lead' }, t('subtitle')),
    ),
    h(Hydrated),
  );
}
