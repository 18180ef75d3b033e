import { Type } from 'typebox';
import { NotificationPreferencesBody, type NotificationPreference } from '../../contract/employees.ts';
import { composeValidators, contractValidator } from '../../custom/form/contractValidation.ts';

/** What the notifications form edits: the employee's preferences, one per event. */
export interface NotificationsFormValues {
  preferences: NotificationPreference[];
}

/**
 * The contract of PUT /user-service/notification-preferences/{userId}, whose body is the list the form holds
 * under `preferences`: the events as the server gave them, each with its three channels.
 */
export const validateNotifications = composeValidators(contractValidator<NotificationsFormValues>(Type.Object({ preferences: NotificationPreferencesBody })));
