/** The questions room's public face (answers live in it too): what other features may use. */
export { answersOf } from './answers.service.js';
export { presentQuestionRows, questionsByIds } from './questions.service.js';
