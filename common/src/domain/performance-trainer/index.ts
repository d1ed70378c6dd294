export * from './events';
export * from './reaction';
export * from './pace';
export * from './vigilance';
export * from './overview';
