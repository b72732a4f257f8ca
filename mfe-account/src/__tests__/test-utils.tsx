// The shared page and fetch helpers, with this remote's translations registered.
import type { User } from '@ministry/contracts/user';
import '../i18n';

export * from '@ministry/platform/testing';

export const MEMBER: User = {
  id: 'u1',
  username: 'martha',
  email: 'martha@example.org',
  firstName: 'Martha',
  lastName: 'Reyes',
  role: 'member',
  hasActiveSubscription: false,
};
