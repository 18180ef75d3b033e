/** The three notification events of spec 000 section 3 and their default channels. */
export const NOTIFICATION_DEFAULTS = [
  { eventName: 'New Orders', eventDescription: 'A new order arrives at one of your stores.', isEmail: true, isSms: false, isMobile: true },
  {
    eventName: 'Order expiring soon',
    eventDescription: 'An order has not been accepted and is about to expire.',
    isEmail: false,
    isSms: true,
    isMobile: true,
  },
  {
    eventName: 'Auto pause',
    eventDescription: 'A store was paused automatically on a delivery channel.',
    isEmail: true,
    isSms: true,
    isMobile: false,
  },
] as const;
