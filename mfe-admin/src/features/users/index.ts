// What the Users feature offers the other tabs: everyone's accounts (admins only).
export { useAdminUsers } from './api/users';
