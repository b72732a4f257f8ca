import { MINISTRY_CONTENT, ministryCityLine } from '@ministry/contracts/ministry';
import en from '../locales/en/common.json';
import es from '../locales/es/common.json';

/**
 * The footer and the contact page read the ministry's details from contracts; `contactInfo` stays in
 * the shared `common` texts only for remotes built before that (the platform's first loaded copy
 * serves them), so it must say what contracts says until it is removed.
 */
describe('contactInfo in the common texts', () => {
  it.each([
    ['en', en],
    ['es', es],
  ])('%s: the same details as @ministry/contracts/ministry', (_language, texts) => {
    expect(texts.contactInfo).toEqual({
      email: MINISTRY_CONTENT.email,
      phone: MINISTRY_CONTENT.phone,
      street: MINISTRY_CONTENT.address.street,
      city: ministryCityLine(MINISTRY_CONTENT),
    });
  });
});
