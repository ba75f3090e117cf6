/**
 * What the auth room offers other features: password hashing (a password reset sets one),
 * and the bearer-token hook for routes outside /api (an uploader's own media).
 */
export { hashPassword } from './passwords.js';
export { authPlugin } from './auth.plugin.js';
