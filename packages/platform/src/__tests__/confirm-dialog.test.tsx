import '../i18n';
import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLanguage } from '../i18n';
import { ConfirmDeleteDialog, ConfirmDialog } from '../confirm-dialog';

beforeEach(async () => {
  await act(() => setLanguage('en'));
});

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('ConfirmDialog', () => {
  it('is busy while the promise its confirmation returns is pending', async () => {
    const pending = deferred();
    render(
      <ConfirmDialog
        show
        title="Remove them?"
        body="They go."
        confirmLabel="Remove"
        busyLabel="Removing…"
        cancelLabel="Keep"
        onConfirm={() => pending.promise}
        onCancel={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('button', { name: 'Removing…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Keep' })).toBeDisabled();
    await act(async () => pending.resolve());
    expect(screen.getByRole('button', { name: 'Remove' })).toBeEnabled();
  });

  it('leaves the page the moment Cancel is pressed, even while it is opening (no fade to wait for)', () => {
    function Toggle() {
      const [show, setShow] = useState(true);
      return (
        <ConfirmDialog
          show={show}
          title="Remove them?"
          body="They go."
          confirmLabel="Remove"
          busyLabel="Removing…"
          cancelLabel="Keep"
          onConfirm={() => {}}
          onCancel={() => setShow(false)}
        />
      );
    }
    render(<Toggle />);
    expect(screen.getByRole('dialog')).not.toHaveClass('fade');
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('follows the busy state it is given', () => {
    render(
      <ConfirmDialog
        show
        title="Archive it?"
        body="It hides."
        confirmLabel="Archive"
        busyLabel="Archiving…"
        cancelLabel="Cancel"
        busy
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Archiving…' })).toBeDisabled();
  });
});

describe('ConfirmDeleteDialog', () => {
  function Deleting({ onDelete }: { onDelete: (item: { title: string }) => Promise<void> }) {
    const [item, setItem] = useState<{ title: string } | null>({ title: 'Psalms' });
    return (
      <ConfirmDeleteDialog
        item={item}
        title="Delete resource?"
        question={(resource) => `Delete “${resource.title}”?`}
        onDelete={onDelete}
        onClose={() => setItem(null)}
      />
    );
  }

  it('asks about the item, deletes it busy, then closes', async () => {
    const pending = deferred();
    const onDelete = jest.fn(() => pending.promise);
    render(<Deleting onDelete={onDelete} />);
    expect(screen.getByRole('dialog', { name: 'Delete resource?' })).toHaveAccessibleDescription(
      'Delete “Psalms”?',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith({ title: 'Psalms' });
    expect(await screen.findByRole('button', { name: 'Deleting…' })).toBeDisabled();
    await act(async () => pending.resolve());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('speaks Spanish and closes on Cancel without deleting', async () => {
    await act(() => setLanguage('es'));
    const onDelete = jest.fn(() => Promise.resolve());
    render(<Deleting onDelete={onDelete} />);
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onDelete).not.toHaveBeenCalled();
  });
});
