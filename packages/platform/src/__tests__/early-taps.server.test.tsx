/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { FormField, plainControl } from '../form-field';
import { PlatformProvider } from '../platform-provider';
import { SubmitButton } from '../submit-button';

// A server-rendered form is usable before it is hydrated: typing stays in the field, and a tap on
// Send is held and made again once hydrated (the page's inline script, the shell's replayEarlyTaps).
const form = (busy: boolean) =>
  renderToString(
    <PlatformProvider serverStart={{ now: 0, fallback: {} }}>
      <form>
        <FormField label="Name" required>
          {(control) => <input {...plainControl(control, 'form-control')} name="name" />}
        </FormField>
        <SubmitButton busy={busy} label="Send" busyLabel="Sending…" />
      </form>
    </PlatformProvider>,
  );

it('sends the fields and the submit button enabled', () => {
  const html = form(false);
  expect(html).toMatch(/<input [^>]*name="name"/);
  expect(html).toMatch(/<button type="submit" class="btn btn-primary">Send<\/button>/);
  expect(html).not.toContain('disabled');
});

it('still disables the submit button while the request runs', () => {
  expect(form(true)).toMatch(/<button type="submit" class="btn btn-primary" disabled="">/);
});
