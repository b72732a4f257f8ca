import { withLock, type LockFence } from '@ministry/kit/lock';

/** The kit's lock, refusing with the shop's own "busy, try again" message when it stays taken. */
export function withShopLock<T>(key: string, task: (fence: LockFence) => Promise<T>): Promise<T> {
  return withLock(key, task, 'shop.busy');
}
