import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { MailingListSummary } from '@ministry/contracts/outreach';
import { setLanguage } from '../i18n';
import { ListChoices, toggled } from '../list-choices';

const LISTS: MailingListSummary[] = [
  { id: 'news', name: 'News', nameEs: 'Noticias', description: 'Monthly news', descriptionEs: '' },
  { id: 'prayer', name: 'Prayer', nameEs: ' ', description: '', descriptionEs: '' },
];

function Choices(props: { error?: string; type?: 'checkbox' | 'switch'; hint?: string }) {
  const [chosen, setChosen] = useState<string[]>(['prayer']);
  return (
    <ListChoices
      legend="Lists"
      lists={LISTS}
      chosen={chosen}
      onToggle={(id, checked) => setChosen((current) => toggled(current, id, checked))}
      {...props}
    />
  );
}

describe('ListChoices', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('names each box by its list and describes it by its description; a click toggles it', () => {
    render(<Choices hint="Any time" />);
    expect(screen.getByRole('group', { name: 'Lists' })).toHaveAccessibleDescription('Any time');
    const news = screen.getByRole('checkbox', { name: 'News' });
    expect(news).toHaveAccessibleDescription('Monthly news');
    expect(news).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Prayer' })).toBeChecked();
    act(() => news.click());
    expect(news).toBeChecked();
    expect(news).not.toHaveAttribute('aria-invalid');
  });

  it('says its texts in Spanish, the English ones where the Spanish are empty', async () => {
    await act(() => setLanguage('es'));
    render(<Choices type="switch" />);
    expect(screen.getByRole('switch', { name: 'Noticias' })).toHaveAccessibleDescription('Monthly news');
    expect(screen.getByRole('switch', { name: 'Prayer' })).toBeInTheDocument();
  });

  it('marks every box invalid and says the error under them', async () => {
    render(<Choices error="outreach.chooseList" />);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one list.'));
    expect(screen.getByRole('group', { name: 'Lists' })).toHaveAccessibleDescription(
      'Choose at least one list.',
    );
  });
});

describe('toggled', () => {
  it('adds a list once and takes it out', () => {
    expect(toggled(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggled(['a', 'b'], 'b', true)).toEqual(['a', 'b']);
    expect(toggled(['a', 'b'], 'a', false)).toEqual(['b']);
  });
});
