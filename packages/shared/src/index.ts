export * from './action.ts';
export * from './messages.ts';
export * from './rules.ts';
export * from './enums.ts';
export * from './format.ts';
export * as accountActions from './actions/account.ts';
export * as platformActions from './actions/platform.ts';
export * as messagingActions from './actions/messaging.ts';
export * as fileActions from './actions/files.ts';
