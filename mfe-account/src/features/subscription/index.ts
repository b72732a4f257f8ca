// What the subscription feature offers the other features of this remote (eslint keeps them to it).
export { cancelSubscription, openBillingPortal, useSubscription } from './api/billing';
export { IntervalSwitch } from './components/interval-switch';
export { PrayerGroupCard } from './components/prayer-group-card';
export { SubscriptionDetails } from './components/subscription-details';
export { formatBillingDate } from './format';
