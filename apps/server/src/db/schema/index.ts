export * from './account.ts';
export * from './platform.ts';
export * from './domain.ts';
export * from './messaging.ts';
export * from './certification.ts';
