// What the places feature offers the other features of this remote (eslint keeps them to it).
export { PricedSignup } from './components/priced-signup';
