import { RESOURCE_CATEGORIES } from '@ministry/contracts/resource';
import { USER_ROLES } from '@ministry/contracts/user';
import en from '../locales/en/admin.json';
import es from '../locales/es/admin.json';

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

describe('admin texts', () => {
  it('has every English key in Spanish and the reverse', () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });

  it('names every role and resource category', () => {
    for (const role of USER_ROLES) expect(en.roles[role]).toBeTruthy();
    for (const category of RESOURCE_CATEGORIES) expect(es.resources.categories[category]).toBeTruthy();
  });

  it('keeps the Users tab’s exact sentences', () => {
    expect(en.users.empty).toBe('No users found or you lack permission to view users.');
    expect(en.users.updated).toBe('Role updated');
    expect(en.users.updateFailed).toBe('Failed to update user role. Please try again.');
    expect(en.users.makeAdmin).toBe('Make Admin');
  });
});
