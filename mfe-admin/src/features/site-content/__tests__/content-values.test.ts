import { SITE_CONTENT_KEYS } from '@ministry/contracts/site-content';
import { SITE_CONTENT_FIELDS, type FieldSpec } from '@ministry/contracts/site-content-fields';
import en from '../../../locales/en/site-content.json';
import es from '../../../locales/es/site-content.json';
import {
  describePath,
  editorPath,
  moved,
  newItem,
  slug,
  valueAt,
  withItemIds,
  withoutErrorsOf,
  withValueAt,
} from '../content-values';

describe('a document by its paths', () => {
  const doc = {
    members: [{ id: 'ana', name: 'Ana', bio: { en: 'Hi', es: '' } }],
    title: { en: 'T', es: 'T' },
  };

  it('reads and writes through groups and lists, lists staying lists', () => {
    expect(valueAt(doc, 'members.0.bio.en')).toBe('Hi');
    const next = withValueAt(doc, 'members.0.bio.es', 'Hola');
    expect(Array.isArray(next.members)).toBe(true);
    expect(next.members[0]?.bio).toEqual({ en: 'Hi', es: 'Hola' });
    expect(next.title).toBe(doc.title);
    expect(doc.members[0]?.bio.es).toBe('');
  });

  it('names a validator’s path as the form does', () => {
    expect(editorPath('members[2].photo.alt.es')).toBe('members.2.photo.alt.es');
    expect(editorPath('hero.heading')).toBe('hero.heading');
  });

  it('clears the errors of a field, of what it holds and of what holds it', () => {
    const errors = {
      'hero.heading': 'a',
      'hero.heading.es': 'b',
      members: 'c',
      'members.0.name': 'd',
      other: 'e',
    };
    expect(withoutErrorsOf(errors, 'hero.heading')).toEqual({
      members: 'c',
      'members.0.name': 'd',
      other: 'e',
    });
    expect(withoutErrorsOf(errors, 'members.0.name')).toEqual({
      'hero.heading': 'a',
      'hero.heading.es': 'b',
      other: 'e',
    });
  });

  it('moves an item', () => {
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });
});

describe('new list items', () => {
  const team = SITE_CONTENT_FIELDS.team;
  const member = (team.members as Extract<FieldSpec, { kind: 'list' }>).item;

  it('start empty, without an id', () => {
    expect(newItem(member)).toEqual({
      id: '',
      name: '',
      role: { en: '', es: '' },
      bio: { en: '', es: '' },
      photo: null,
      email: '',
      details: [],
    });
  });

  it('get the slug of their first text as id, unique in their list, when saved', () => {
    const content = {
      members: [
        { ...newItem(member), id: 'maria-jose' },
        { ...newItem(member), name: 'María José' },
        { ...newItem(member), name: 'María  José!' },
        newItem(member),
        {
          ...newItem(member),
          details: [{ id: '', label: { en: '', es: 'Formación' }, body: { en: '', es: '' } }],
        },
      ],
    };
    const filled = withItemIds(team, content) as typeof content;
    expect(filled.members.map((item) => item.id)).toEqual([
      'maria-jose',
      'maria-jose-2',
      'maria-jose-3',
      'item',
      'item-2',
    ]);
    expect(valueAt(filled, 'members.4.details.0.id')).toBe('formacion');
    expect(slug('  Hope & Healing — 2025 ')).toBe('hope-healing-2025');
  });
});

describe('a missing translation for a person', () => {
  it('names the fields and the item on its way', () => {
    const content = {
      members: [
        { id: 'a', name: 'Ana' },
        { id: 'b', name: 'Beatriz' },
      ],
    };
    expect(describePath('team', content, 'members.1.bio.es', 'en')).toEqual({
      steps: [{ field: 'members' }, { item: 2, title: 'Beatriz' }, { field: 'bio' }],
      missing: 'es',
    });
    expect(describePath('home', {}, 'hero.heading.en', 'en').steps).toEqual([
      { field: 'hero' },
      { field: 'heading' },
    ]);
  });
});

describe('the editor’s texts', () => {
  const names = new Set<string>();
  const options = new Set<string>();
  const walk = (fields: Readonly<Record<string, FieldSpec>>) => {
    for (const [name, spec] of Object.entries(fields)) {
      names.add(name);
      if (spec.kind === 'group') walk(spec.fields);
      if (spec.kind === 'list') walk(spec.item);
      if (spec.kind === 'choice') spec.options.forEach((option) => options.add(option));
    }
  };
  SITE_CONTENT_KEYS.forEach((key) => walk(SITE_CONTENT_FIELDS[key]));

  it('label every field name and option of every document in English and Spanish, and nothing else', () => {
    expect(Object.keys(en.siteContent.fields).sort()).toEqual([...names].sort());
    expect(Object.keys(es.siteContent.fields).sort()).toEqual([...names].sort());
    expect(Object.keys(en.siteContent.options).sort()).toEqual([...options].sort());
    expect(Object.keys(es.siteContent.options).sort()).toEqual([...options].sort());
  });

  it('name every document', () => {
    for (const key of SITE_CONTENT_KEYS) {
      expect(en.siteContent.documents[key]).toBeTruthy();
      expect(es.siteContent.documents[key]).toBeTruthy();
    }
  });
});
