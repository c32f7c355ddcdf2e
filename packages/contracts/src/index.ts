export * from './auth.js';
export * from './constants.js';
export * from './envelope.js';
export * from './menu.js';
export * from './messages.js';
export * from './rules.js';
export * from './signature.js';
export * from './zod-rules.js';
