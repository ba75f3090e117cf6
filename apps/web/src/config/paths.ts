// The shared route table, from source: vite.config.ts reads it too, before any build of shared.
export {
  answerAnchor,
  answerHref,
  LIST_START_PARAM,
  paths,
} from '../../../../packages/shared/src/paths.ts';
