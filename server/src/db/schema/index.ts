export * from './auth';
export * from './enums';
export * from './users';
export * from './content';
export * from './progress';
export * from './audit';
