/** The questions room's public face (answers live in it too): what other features may use. */
export { answersOf } from './answers.service.js';
export { presentQuestionRows, questionsByIds } from './questions.service.js';
export { questionsByAuthor } from './questions-by-author.service.js';
/** A list cursor's position check: a profile's answers page through the same positions. */
export { isListPosition } from './questions.service.js';
