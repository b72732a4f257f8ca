import { RESOURCE_CATEGORIES, type Resource } from '@ministry/contracts/resource';

export const ALL_TAB = 'all';

/** The tabs: all, the fixed categories, then any other category found in the data (in order of appearance). */
export function resourceTabs(resources: readonly Pick<Resource, 'category'>[]): string[] {
  const fixed: readonly string[] = RESOURCE_CATEGORIES;
  const extra: string[] = [];
  for (const { category } of resources) {
    if (category && !fixed.includes(category) && !extra.includes(category)) extra.push(category);
  }
  return [ALL_TAB, ...fixed, ...extra];
}

export function filterResources<T extends Pick<Resource, 'category'>>(
  resources: readonly T[],
  tab: string,
): T[] {
  return tab === ALL_TAB ? [...resources] : resources.filter((resource) => resource.category === tab);
}

function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The Spanish women's Bible study guide shows the bundled logo instead of its imageUrl. */
export function isSpanishWomensBibleStudyGuide(resource: Pick<Resource, 'title' | 'category'>): boolean {
  const title = plain(resource.title);
  return (
    resource.category === 'spanish-resources' && title.includes('estudio biblico') && title.includes('mujer')
  );
}
