import { parseLanguage } from '@ministry/contracts/language';
import type { UserDocument } from '../users/model';
import { subscribe, type OutreachContext } from './consent';
import type { StoredMailingList } from './model';

/**
 * The lists she ticked on the registration form (checked before the account was made): each a
 * consent via 'registration'. Not proven (anyone can register any address), so an address that left
 * a list or bounced is not added again: only her own proven choice lifts that.
 */
export async function registrationConsents(
  context: OutreachContext,
  user: UserDocument,
  lists: StoredMailingList[],
): Promise<void> {
  for (const list of lists)
    await subscribe(context, {
      listId: list._id,
      email: user.email,
      userId: String(user._id),
      language: parseLanguage(user.preferredLanguage),
      via: 'registration',
      proven: false,
    });
}
