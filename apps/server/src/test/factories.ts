/**
 * Rows written straight to the database, for tests that need more data than the API makes
 * quickly (a thousand questions, say). Test support may reach into a feature's repository;
 * the tests themselves import this module instead.
 */
export { insertQuestion } from '../features/questions/questions.repository.js';
export { insertUser } from '../features/users/users.repository.js';
