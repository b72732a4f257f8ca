import { keptRecipient, recipientLanguage } from '../recipient-language';

describe('the language of a message', () => {
  it("is a member's saved preference, a visitor's request's, English for staff", () => {
    expect(recipientLanguage({ member: { preferredLanguage: 'es' } })).toBe('es');
    expect(recipientLanguage({ visitor: 'es' })).toBe('es');
    expect(recipientLanguage('staff')).toBe('en');
  });

  it('of a later message about something she did, is the one kept with it', () => {
    expect(keptRecipient({ userId: 'u1', language: 'es' })).toEqual({ member: { preferredLanguage: 'es' } });
    expect(keptRecipient({ userId: null, language: 'es' })).toEqual({ visitor: 'es' });
  });
});
