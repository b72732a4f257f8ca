// What the cart feature offers the other features of this remote (eslint keeps them to it).
export { useCartActions } from './api/use-cart-actions';
export { LinePrice, MemberDiscountNote } from './components/member-price';
export { PackageDetail } from './components/package-detail';
export { PlaceDetail } from './components/place-detail';
export { SessionDetail } from './components/session-detail';
