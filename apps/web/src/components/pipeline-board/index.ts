/** The generic board of stages (issue 39): a job's applicants now, a consultancy's submissions later. */
export { PipelineBoard } from './pipeline-board';
export { MoveMenu } from './move-menu';
export { showUndo, UNDO_SECONDS } from './undo';
export type { BoardColumn, BoardItem, PipelineBoardProps } from './types';
