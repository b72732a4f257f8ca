import { EVENT_CATEGORIES, EVENT_CATEGORY_LABELS } from '@ministry/contracts/event';
import en from '../locales/en/events.json';
import es from '../locales/es/events.json';

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

describe('events texts', () => {
  it('has every English key in Spanish and the reverse', () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });

  it('names the categories as the calendar feed does', () => {
    for (const category of EVENT_CATEGORIES) {
      expect(en.categories[category]).toBe(EVENT_CATEGORY_LABELS[category].en);
      expect(es.categories[category]).toBe(EVENT_CATEGORY_LABELS[category].es);
    }
  });
});
