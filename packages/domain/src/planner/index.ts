export * from './schemas';
export * from './endpoints';
export * from './irrigationSystem';
export * from './waterBalance';
export * from './waterAccount';
export * from './recommendation';
export * from './depthFormat';
export * from './pumping';
