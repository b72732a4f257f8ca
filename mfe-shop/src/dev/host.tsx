import 'bootstrap/dist/css/bootstrap.min.css';
import { renderDevHost } from '@ministry/platform/dev-host';
import ShopListPage from '../pages/shop-list';
import ProductDetailPage from '../pages/product-detail';
import CartPage from '../pages/cart';
import CheckoutPage from '../pages/checkout';
import CheckoutCompletePage from '../pages/checkout-complete';

renderDevHost('shop', [
  { path: '/shop', element: <ShopListPage /> },
  { path: '/shop/:id', element: <ProductDetailPage /> },
  { path: '/cart', element: <CartPage /> },
  { path: '/checkout', element: <CheckoutPage /> },
  { path: '/checkout/complete', element: <CheckoutCompletePage /> },
]);
