export { EventBus, type EventHandler, type EventMap } from './event-bus';
export { createBus, type DostavkaEvents, type NotifyVariant } from './events';
