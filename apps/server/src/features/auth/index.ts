/**
 * What the auth room offers other features: password hashing (a password reset sets one),
 * sign-ins opened again after a reset, and the bearer-token hook for routes outside /api (an
 * uploader's own media), and the session a request's token names (the team gate reads it
 * only for a team's content).
 */
export { hashPassword } from './passwords.js';
export { reopenSignIn } from './login-guard.js';
export { authPlugin, sessionUser } from './auth.plugin.js';
