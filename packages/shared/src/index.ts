export * from './tags.js';
export * from './limits.js';
export * from './messages.js';
export * from './helpers.js';
export * from './schemas/common.js';
export * from './schemas/users.js';
export * from './schemas/site.js';
export * from './schemas/questions.js';
