import { render, screen } from '@testing-library/react';
import { FormField, plainControl } from '../form-field';
import { loadMessages } from '../messages';

describe('FormField', () => {
  beforeAll(() => loadMessages());

  it('marks a required field in its label (hidden from screen readers) and on its control', () => {
    render(
      <FormField label="Title" required>
        {(control) => <input {...plainControl(control, 'form-control')} />}
      </FormField>,
    );
    const input = screen.getByLabelText(/^Title/);
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('leaves an optional field unmarked', () => {
    render(
      <FormField label="Spanish title">
        {(control) => <input {...plainControl(control, 'form-control')} />}
      </FormField>,
    );
    expect(screen.getByLabelText('Spanish title')).not.toBeRequired();
    expect(screen.queryByText('*')).toBeNull();
  });

  it('ties the error, the hint and a help shown elsewhere to the control, in that order', () => {
    render(
      <>
        <FormField label="Start time" error="contact.nameMin" hint="As on the clock" describedBy="times-help">
          {(control) => <input {...plainControl(control, 'form-control')} />}
        </FormField>
        <p id="times-help">Both times in New York</p>
      </>,
    );
    const input = screen.getByLabelText('Start time');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Name must be at least 2 characters. As on the clock Both times in New York',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Name must be at least 2 characters.');
  });
});
