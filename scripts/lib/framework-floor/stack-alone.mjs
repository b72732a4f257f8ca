// The site's client stack hydrating the static floor's hero: React, React Router, i18next with
// react-i18next and SWR, each used as the shell uses it (a router around the page, texts from
// i18next, an SWR provider and hook), and nothing of the site's own code.
import { createElement as h } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import useSWR, { SWRConfig } from 'swr';
import { Hero, heroTexts } from './hero.mjs';

const texts = heroTexts();
void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: texts } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

function Page() {
  const { t } = useTranslation();
  useSWR('hero', () => texts, { fallbackData: texts });
  return h(Hero, { t: (key) => t(key) });
}

hydrateRoot(
  /** @type {HTMLElement} */ (document.getElementById('root')),
  h(
    SWRConfig,
    { value: {} },
    h(BrowserRouter, null, h(Routes, null, h(Route, { path: '*', element: h(Page) }))),
  ),
);
