// React and React DOM hydrating the static floor's hero, nothing else.
import { createElement as h } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Hero, heroTexts } from './hero.mjs';

const texts = heroTexts();
hydrateRoot(
  /** @type {HTMLElement} */ (document.getElementById('root')),
  h(Hero, { t: (key) => texts[key] }),
);
