export * from './mpu-reasons';
export * from './page-keys';
export * from './value-sets';
export * from './navigation';
export * from './admin-audit';
export * from './progress';
export * from './settings-rules';
export * from './video-urls';
