export * from './account.ts';
export * from './platform.ts';
export * from './domain.ts';
export * from './messaging.ts';
export * from './feedback.ts';
export * from './admin.ts';
export * from './articles.ts';
export * from './wallet.ts';
