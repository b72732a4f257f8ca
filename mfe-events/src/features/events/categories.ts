import { EVENT_CATEGORIES, isEventCategory, type EventCategory } from '@ministry/contracts/event';

/** The legend's colours (white text on each passes WCAG AA); every other category is grey. */
export const CATEGORY_COLORS: Record<EventCategory, string> = {
  'bible-study': '#1d4ed8',
  counseling: '#047857',
  workshop: '#b45309',
  retreat: '#6d28d9',
  prayer: '#be185d',
  youth: '#0e7490',
};
export const OTHER_CATEGORY_COLOR = '#6b7280';

export function categoryColor(category: string): string {
  return isEventCategory(category) ? CATEGORY_COLORS[category] : OTHER_CATEGORY_COLOR;
}

/** The translation key of a category's name: one of the six, or 'other'. */
export function categoryKey(category: string): `categories.${EventCategory | 'other'}` {
  return isEventCategory(category) ? `categories.${category}` : 'categories.other';
}

export { EVENT_CATEGORIES };
