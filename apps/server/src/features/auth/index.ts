/** What the auth room offers other features: password hashing (a password reset sets one). */
export { hashPassword } from './passwords.js';
