/**
 * What the auth room offers other features: password hashing (a password reset sets one),
 * sign-ins opened again after a reset, and the bearer-token hook for routes outside /api (an
 * uploader's own media).
 */
export { hashPassword } from './passwords.js';
export { reopenSignIn } from './login-guard.js';
export { authPlugin } from './auth.plugin.js';
