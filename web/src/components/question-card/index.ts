export { QuestionCard, focusQuestionCard } from './question-card';
export type { QuestionCardLabels, QuestionCardProps, QuestionCardQuestion, QuestionCardResult, QuestionDifficulty } from './question-card';
export { letterOf, optionIndexForKey, toggleSelection, type OptionId } from './selection';
export * from './question-explanation';
