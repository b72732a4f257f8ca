/**
 * @jest-environment node
 */
// The server sends Add to Cart to everyone, the same as the browser's first render, and usable at once
// (a tap before hydration is replayed: shell/src/early-taps.ts).
import { serverRender } from '@ministry/platform/testing';
import * as resourcesSection from '../../../ssr/resources.ssr';
import { RESOURCES_KEY } from '../api/use-resources';
import { PREMIUM } from './fixtures';

it.each([
  ['en', 'Add to Cart, Walking Through Grief'],
  ['es', 'Añadir al carrito, Caminar a través del duelo'],
] as const)('sends a premium resource’s Add to Cart in %s', async (language, name) => {
  const { html, text } = await serverRender(
    resourcesSection,
    { url: `/resources?lang=${language}`, language },
    { [RESOURCES_KEY]: [PREMIUM] },
  );
  expect(html).toContain(`<button type="button" class="btn btn-primary" aria-label="${name}">`);
  expect(text).toContain('$12.99');
});
