// What the services feature offers the other features of this remote (eslint keeps them to it).
export { ServiceDetail } from './components/service-detail';
