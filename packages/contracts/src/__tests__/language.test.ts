import { languageFromAcceptHeader, localize, namedLanguage, parseLanguage } from '../language';
import { translateMessage } from '../messages';
import { isAdminUser, isEventEditorUser } from '../user';

describe('language rules', () => {
  it('has one default: English unless the value is exactly es', () => {
    expect(parseLanguage(null)).toBe('en');
    expect(parseLanguage('fr')).toBe('en');
    expect(parseLanguage('en')).toBe('en');
    expect(parseLanguage('es')).toBe('es');
  });

  it('names a language only for exactly en or es (a choice that may be absent)', () => {
    expect(namedLanguage('es')).toBe('es');
    expect(namedLanguage('en')).toBe('en');
    expect(namedLanguage('ES')).toBeUndefined();
    expect(namedLanguage(['es'])).toBeUndefined();
    expect(namedLanguage(undefined)).toBeUndefined();
  });

  it('reads the first Accept-Language tag', () => {
    expect(languageFromAcceptHeader('es-US,en;q=0.8')).toBe('es');
    expect(languageFromAcceptHeader('en-US,es;q=0.8')).toBe('en');
    expect(languageFromAcceptHeader(undefined)).toBe('en');
  });

  it('falls back to English when the Spanish text is empty', () => {
    expect(localize('Hello', 'Hola', 'es')).toBe('Hola');
    expect(localize('Hello', '  ', 'es')).toBe('Hello');
    expect(localize('Hello', null, 'es')).toBe('Hello');
    expect(localize('Hello', 'Hola', 'en')).toBe('Hello');
  });

  it('translates message keys and leaves sentences alone', () => {
    expect(translateMessage('event.titleRequired', 'en')).toBe('Title is required');
    expect(translateMessage('event.titleRequired', 'es')).toBe('El título es obligatorio');
    expect(translateMessage('Already a sentence.', 'es')).toBe('Already a sentence.');
  });
});

describe('roles', () => {
  it('treats role admin and the username admin as admin', () => {
    expect(isAdminUser({ role: 'admin', username: 'ruth' })).toBe(true);
    expect(isAdminUser({ role: 'member', username: 'admin' })).toBe(true);
    expect(isAdminUser({ role: 'member', username: 'ruth' })).toBe(false);
    expect(isAdminUser(null)).toBe(false);
  });

  it('lets admins, event editors and the server-flagged account manage events', () => {
    expect(isEventEditorUser({ role: 'admin', username: 'a' })).toBe(true);
    expect(isEventEditorUser({ role: 'event_editor', username: 'b' })).toBe(true);
    expect(isEventEditorUser({ role: 'member', username: 'c', canManageEvents: true })).toBe(true);
    expect(isEventEditorUser({ role: 'member', username: 'd' })).toBe(false);
  });
});
