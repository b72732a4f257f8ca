/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { PlatformProvider } from '@ministry/platform/platform-provider';
import { LanguageSwitch } from '../language-switch';

// On a page the server rendered, the switch answers at once: a tap before hydration is made again
// once the page is hydrated (shell/src/early-taps.ts), so nothing is disabled meanwhile.
it('sends both languages enabled', () => {
  const html = renderToString(
    <PlatformProvider serverStart={{ now: 0, fallback: {} }}>
      <LanguageSwitch />
    </PlatformProvider>,
  );
  expect(html).toContain('data-testid="language-en"');
  expect(html).toContain('data-testid="language-es"');
  expect(html).not.toContain('disabled');
});
