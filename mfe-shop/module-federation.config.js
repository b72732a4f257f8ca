// @ts-check
// What this remote exposes to the shell: its route components and the header cart badge.
module.exports = {
  name: 'shop',
  exposes: {
    './ShopList': './src/pages/shop-list.tsx',
    './ProductDetail': './src/pages/product-detail.tsx',
    './Cart': './src/pages/cart.tsx',
    './Checkout': './src/pages/checkout.tsx',
    './CheckoutComplete': './src/pages/checkout-complete.tsx',
    './CartBadge': './src/features/cart/components/cart-badge.tsx',
  },
};
