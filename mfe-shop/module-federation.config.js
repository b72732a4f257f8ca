// @ts-check
// What this remote exposes to the shell: its route components and the header cart badge.
// `ssrExposes`: the same names in its server build (dist/server) for the pages the server renders,
// each the browser's page with the data its first screen shows (src/ssr/*.ssr.tsx). Never the cart
// badge: it is the visitor's own, rendered in the browser only.
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
  ssrExposes: {
    './ShopList': './src/ssr/shop-list.ssr.tsx',
    './ProductDetail': './src/ssr/product-detail.ssr.tsx',
  },
};
